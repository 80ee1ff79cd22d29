// The help texts of `solwallet` in Turkish, keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing tr`.

extension HelpStrings {
    /// Turkish.
    static let tr: [String: String] = [
        "A Solana wallet and toolbox for the terminal.":
            "Terminal için bir Solana cüzdanı ve araç kutusu.",
        "Every command takes --json for one JSON object on stdout. Errors go to stderr (\"error: …\", or {\"error\": …, \"code\": …} with --json). Exit status: 0 ok, 1 bad input, arguments or files, 2 network or cluster error.":
            "Her komut --json ile stdout'a tek bir JSON nesnesi yazar. Hatalar stderr'e gider (\"error: …\" ya da --json ile {\"error\": …, \"code\": …}). Çıkış durumu: 0 başarılı, 1 hatalı girdi, argüman ya da dosya, 2 ağ ya da küme hatası.",
        "Show the version.":
            "Sürümü göster.",
        "Show help information.":
            "Yardım bilgisini göster.",
        "Check addresses and derive program and token account addresses.":
            "Adresleri denetle; program ve token hesabı adresleri türet.",
        "Find a program-derived address and its bump (like `solana find-program-derived-address`).":
            "Programdan türetilmiş bir adresi ve bump değerini bul (`solana find-program-derived-address` gibi).",
        "Seeds: string:TEXT (UTF-8), pubkey:BASE58 (32 bytes), hex:HEX, u8:N, u16le:N, u32le:N, u64le:N.\nExample: solwallet address find-pda TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA string:metadata u8:7":
            "Tohumlar: string:TEXT (UTF-8), pubkey:BASE58 (32 bayt), hex:HEX, u8:N, u16le:N, u32le:N, u64le:N.\nÖrnek: solwallet address find-pda TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA string:metadata u8:7",
        "The program id (base58).":
            "Program kimliği (base58).",
        "Seeds, each TYPE:VALUE.":
            "Tohumlar, her biri TYPE:VALUE biçiminde.",
        "Print one JSON object instead of text (format: docs/json-output.md); errors as JSON on stderr.":
            "Metin yerine tek bir JSON nesnesi yazdır (biçim: docs/json-output.md); hatalar stderr'e JSON olarak yazılır.",
        "json or json-compact: the same as --json (as the Solana CLI spells it).":
            "json ya da json-compact: --json ile aynı (Solana CLI bu adları kullanır).",
        "Language of the text: en, pt, el or tr (default: $LANGUAGE, $LC_ALL, $LANG; else en).":
            "Metnin dili: en, pt, el veya tr (varsayılan: $LANGUAGE, $LC_ALL, $LANG; yoksa en).",
        "Colour in the text output (never when $NO_COLOR is set).":
            "Metin çıktısında renk ($NO_COLOR ayarlıysa hiçbir zaman).",
        "The associated token account of an owner for a mint.":
            "Bir sahibin belirli bir mint için ilişkili token hesabı.",
        "The wallet address that owns the tokens.":
            "Tokenların sahibi olan cüzdan adresi.",
        "The token mint.":
            "Tokenın mint adresi.",
        "The mint belongs to Token-2022 (a different address).":
            "Mint, Token-2022 programına ait (farklı bir adres).",
        "Whether an address is valid, and whether it is on the ed25519 curve (a wallet) or off it (a PDA).":
            "Bir adresin geçerli olup olmadığı ve ed25519 eğrisinin üzerinde mi (bir cüzdan) yoksa dışında mı (bir PDA) olduğu.",
        "Exit status 0 when valid, 1 when not.":
            "Geçerliyse çıkış durumu 0, değilse 1.",
        "The address (base58).":
            "Adres (base58).",
        "Create, recover, derive, inspect and grind keypairs (like solana-keygen).":
            "Anahtar çiftlerini oluştur, kurtar, türet, incele ve istenen adres için ara (solana-keygen gibi).",
        "Seed phrases and passphrases are read from standard input or a prompt, never from the command line (other users can see it), unless you pass --phrase explicitly.":
            "Kurtarma ifadeleri ve parola ifadeleri standart girdiden ya da bir istemden okunur; --phrase açıkça verilmedikçe asla komut satırından okunmaz (diğer kullanıcılar orayı görebilir).",
        "Generate a new seed phrase and write its keypair file.":
            "Yeni bir kurtarma ifadesi üret ve anahtar çifti dosyasını yaz.",
        "Default derivation: none (seed[0..32]), as solana-keygen new. Phantom, Solflare and Backpack show a different address for the same phrase: use --preset phantom to get theirs.":
            "Varsayılan türetme: yok (seed[0..32]), solana-keygen new gibi. Phantom, Solflare ve Backpack aynı ifade için farklı bir adres gösterir: onlarınkini almak için --preset phantom kullanın.",
        "Number of words: 12, 15, 18, 21 or 24 (--word-count as solana-keygen spells it).":
            "Kelime sayısı: 12, 15, 18, 21 veya 24 (solana-keygen bunu --word-count olarak yazar).",
        "Wordlist language (or its ISO code: en, es, zh…).":
            "Kelime listesinin dili (ya da ISO kodu: en, es, zh…).",
        "Read a BIP39 passphrase from line 1 of stdin (on a terminal: a prompt, asked twice).":
            "BIP39 parolasını standart girdinin 1. satırından oku (terminalde: iki kez sorulan bir istem).",
        "A missing line is an error; an empty line is an empty passphrase.":
            "Eksik satır bir hatadır; boş satır boş bir parola ifadesidir.",
        "No BIP39 passphrase: the default here, accepted as solana-keygen spells it.":
            "BIP39 parolası yok: burada zaten varsayılan budur; solana-keygen'deki adıyla kabul edilir.",
        "A SLIP-0010 path, all components hardened, e.g. m/44'/501'/0'/0' (h or H may replace ').":
            "Tüm bileşenleri sertleştirilmiş bir SLIP-0010 yolu, örneğin m/44'/501'/0'/0' (' yerine h ya da H yazılabilir).",
        "A wallet's scheme: phantom (also Solflare, Backpack: m/44'/501'/i'/0'), ledger-live (also Trust Wallet: m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (no derivation: seed[0..32], the default).":
            "Bir cüzdanın şeması: phantom (Solflare ve Backpack de: m/44'/501'/i'/0'), ledger-live (Trust Wallet da: m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (türetme yok: seed[0..32], varsayılan).",
        "The account index i for --preset phantom or ledger-live.":
            "--preset phantom ya da ledger-live için hesap indeksi i.",
        "Where to write the keypair file (default: ~/.config/solana/id.json).":
            "Anahtar çifti dosyasının yazılacağı yer (varsayılan: ~/.config/solana/id.json).",
        "Only print the public key; write no file.":
            "Yalnızca açık anahtarı yazdır; dosya yazma.",
        "Overwrite the output file if it exists.":
            "Çıktı dosyası varsa üzerine yaz.",
        "Recover a keypair file from a seed phrase (and passphrase).":
            "Bir kurtarma ifadesinden (ve parola ifadesinden) anahtar çifti dosyasını kurtar.",
        "Default derivation: none (seed[0..32]), as solana-keygen recover. Run `keygen derive` to see every scheme's address.":
            "Varsayılan türetme: yok (seed[0..32]), solana-keygen recover gibi. Her şemanın adresini görmek için `keygen derive` komutunu çalıştırın.",
        "Read the seed phrase from stdin (line 1 if --passphrase-stdin too).":
            "Kurtarma ifadesini standart girdiden oku (--passphrase-stdin de verildiyse 1. satırdan).",
        "Read a BIP39 passphrase: line 1 of stdin, or line 2 when the phrase is line 1 (a prompt on a terminal).":
            "BIP39 parolasını oku: standart girdinin 1. satırı ya da ifade 1. satırdaysa 2. satır (terminalde bir istem).",
        "The seed phrase on the command line. Unsafe: other users can see it; prefer --phrase-stdin.":
            "Komut satırında verilen kurtarma ifadesi. Güvensiz: diğer kullanıcılar onu görebilir; --phrase-stdin tercih edin.",
        "Show the address of a seed phrase under every wallet's scheme, for accounts 0..N-1.":
            "Bir kurtarma ifadesinin her cüzdan şemasındaki adresini 0..N-1 hesapları için göster.",
        "Use it to find where a phrase's funds are: each wallet derives other addresses from the same phrase.":
            "Bir ifadenin fonlarının nerede olduğunu bulmak için kullanın: her cüzdan aynı ifadeden farklı adresler türetir.",
        "Accounts per scheme (0..N-1) for the schemes that have accounts.":
            "Hesabı olan şemalar için şema başına hesap sayısı (0..N-1).",
        "Print the public key of a keypair file.":
            "Bir anahtar çifti dosyasının açık anahtarını yazdır.",
        "The keypair file (default: ~/.config/solana/id.json).":
            "Anahtar çifti dosyası (varsayılan: ~/.config/solana/id.json).",
        "Check that a keypair file holds the secret key of a public key.":
            "Bir anahtar çifti dosyasının, bir açık anahtarın gizli anahtarını içerdiğini doğrula.",
        "Exit status 0 when it does, 1 when not.":
            "İçeriyorsa çıkış durumu 0, içermiyorsa 1.",
        "The public key (base58).":
            "Açık anahtar (base58).",
        "Grind for a keypair whose address starts and/or ends with given text.":
            "Adresi verilen metinle başlayan ve/veya biten bir anahtar çifti ara.",
        "Writes <ADDRESS>.json in the current directory (or --outfile). Each extra character makes the search 58 times longer (about 29 times with --ignore-case for letters).":
            "Geçerli dizine (ya da --outfile ile verilen yere) <ADDRESS>.json yazar. Her ek karakter aramayı 58 kat uzatır (harfler için --ignore-case ile yaklaşık 29 kat).",
        "The address prefix.":
            "Adresin öneki.",
        "The address suffix.":
            "Adresin soneki.",
        "Match upper and lower case alike.":
            "Büyük ve küçük harfleri aynı say.",
        "Worker threads, 1 to 8 (default: one per core).":
            "İş parçacığı sayısı, 1 ile 8 arası (varsayılan: çekirdek başına bir).",
        "Where to write the keypair file (default: ./<ADDRESS>.json).":
            "Anahtar çifti dosyasının yazılacağı yer (varsayılan: ./<ADDRESS>.json).",
        "Write no file; print the base58 secret key instead (unsafe).":
            "Dosya yazma; bunun yerine base58 gizli anahtarı yazdır (güvensiz).",
        "Write a keypair file from a base58 64-byte secret key (the format Phantom and Solflare export).":
            "64 baytlık base58 bir gizli anahtardan anahtar çifti dosyası yaz (Phantom ve Solflare'in dışa aktardığı biçim).",
        "The key is read from stdin, or a prompt with echo off; never from the command line.":
            "Anahtar standart girdiden ya da yazılanı göstermeyen bir istemden okunur; asla komut satırından okunmaz.",
        "Decode transactions, or show one from the cluster.":
            "İşlemleri çöz ya da kümeden bir işlemi göster.",
        "Decode a wire transaction (base64 or base58, legacy or v0) to JSON.":
            "Ağ biçimindeki bir işlemi (base64 ya da base58, legacy ya da v0) JSON olarak çöz.",
        "Shows the version, each signature and whether it verifies, the header, the accounts with their flags, the lookups, the blockhash and every instruction decoded (System, SPL Token, Token-2022, ATA, Memo, Compute Budget, Stake, Address Lookup Table; programs with an IDL registered by `solwallet idl add` by their IDL's names, accounts and arguments; other programs as program, accounts and data hex).\nExample: solwallet tx decode AaVuv85C…   or   … | solwallet tx decode -":
            "Sürümü, her imzayı ve doğrulanıp doğrulanmadığını, başlığı, bayraklarıyla hesapları, arama tablosu başvurularını, blockhash'i ve çözülmüş her talimatı gösterir (System, SPL Token, Token-2022, ATA, Memo, Compute Budget, Stake, Address Lookup Table; IDL'i `solwallet idl add` ile kaydedilmiş programlar IDL'lerindeki adlar, hesaplar ve argümanlarla; diğer programlar program, hesaplar ve onaltılık veri olarak).\nÖrnek: solwallet tx decode AaVuv85C…   ya da   … | solwallet tx decode -",
        "The transaction as base64 or base58, or - to read it from stdin.":
            "base64 ya da base58 olarak işlem; standart girdiden okumak için -.",
        "Resolve a v0 lookup table: TABLE=ADDRESS,ADDRESS,… (its addresses in order). Repeatable.":
            "Bir v0 arama tablosunu çözümle: TABLE=ADDRESS,ADDRESS,… (adresleri sırasıyla). Tekrarlanabilir.",
        "Keep every wallet file under this directory (default: $SOLWALLET_HOME, else XDG).":
            "Tüm cüzdan dosyalarını bu dizinde tut (varsayılan: $SOLWALLET_HOME, yoksa XDG).",
        "One transaction in full: status, fee, balance changes of every account, tokens, memo, logs.":
            "Bir işlemin tamamı: durum, ücret, her hesabın bakiye değişiklikleri, tokenlar, not, kayıtlar.",
        "The transaction's signature.":
            "İşlemin imzası.",
        "Describe it from this address's side (default: the fee payer).":
            "İşlemi bu adresin açısından anlat (varsayılan: ücreti ödeyen).",
        "Cluster: mainnet-beta, devnet, testnet, localhost (m/d/t/l) or an RPC URL. Default: $SOLWALLET_URL or mainnet-beta.":
            "Küme: mainnet-beta, devnet, testnet, localhost (m/d/t/l) ya da bir RPC URL'si. Varsayılan: $SOLWALLET_URL ya da mainnet-beta.",
        "Commitment to read and wait at.":
            "Okurken ve beklerken kullanılacak onay düzeyi (commitment).",
        "The SOL and token balances of an address (cached for offline use).":
            "Bir adresin SOL ve token bakiyeleri (çevrimdışı kullanım için önbelleğe alınır).",
        "Reads the cluster and keeps the answer in the wallet's database. When the cluster cannot be reached, the cached balance is shown with its age while it is younger than 7 days; older or none is an error. Never a 0 for \"unknown\". The cache is kept per cluster (known by its genesis hash, read once per URL): offline, only a balance saved on the same cluster is shown, and a URL never reached before has none. A test cluster's balance is shown with its badge ([devnet], [testnet], [localnet], [custom]). On mainnet-beta the value of SOL and of each priced token, and the total, are shown in the currency (--currency, else $SOLWALLET_CURRENCY, else the currency setting, else usd; prices from CoinGecko and Jupiter, cached); a test cluster's SOL is never valued. --no-value asks no price service. NFTs (no decimals, a supply of one, with a name) are listed apart as collectibles. Spam and dust are hidden by the token-filter setting (default unknown-dust: token accounts holding 0 or less than 0.001 of a token whose mint has no name; off or unknown change it: solwallet config set token-filter off), and the tokens you hid with 'solwallet token hide'; the balance says how many and why, --all lists them with the reason, and 'solwallet token unhide MINT' shows one whatever the rule says. --wide names an unnamed token by its full mint instead of \"BsmK…6zxZ\". With --watch it keeps running and prints the SOL balance at once and again each time it changes (from the cluster's account subscription, with a poll every 3 s behind it), until Ctrl-C; with --json, one JSON object per line.":
            "Kümeyi okur ve yanıtı cüzdanın veritabanında saklar. Kümeye ulaşılamadığında kayıtlı bakiye, 7 günden yeni olduğu sürece yaşıyla birlikte gösterilir; daha eskiyse ya da hiç yoksa bu bir hatadır. \"Bilinmiyor\" yerine asla 0 gösterilmez. Önbellek küme başına tutulur (küme, URL başına bir kez okunan genesis hash'iyle tanınır): çevrimdışıyken yalnızca aynı kümede kaydedilmiş bir bakiye gösterilir ve daha önce hiç ulaşılmamış bir URL'nin kayıtlı bakiyesi yoktur. Bir test kümesinin bakiyesi rozetiyle gösterilir ([devnet], [testnet], [localnet], [custom]). mainnet-beta üzerinde SOL'un ve fiyatı bilinen her tokenın değeri ile toplam, para biriminde gösterilir (--currency, yoksa $SOLWALLET_CURRENCY, yoksa currency ayarı, yoksa usd; fiyatlar CoinGecko ve Jupiter'den gelir ve önbelleğe alınır); bir test kümesindeki SOL'a asla değer biçilmez. --no-value hiçbir fiyat hizmetine sormaz. NFT'ler (ondalık basamağı olmayan, arzı bir olan, adı olan tokenlar) koleksiyonlar olarak ayrıca listelenir. Spam ve toz, token-filter ayarıyla gizlenir (varsayılan unknown-dust: mint'inin adı olmayan bir tokendan 0 ya da 0.001'den az tutan token hesapları; off ya da unknown bunu değiştirir: solwallet config set token-filter off); 'solwallet token hide' ile gizlediğiniz tokenlar da gizlenir. Bakiye kaç tanesinin neden gizlendiğini söyler, --all bunları nedenleriyle listeler ve 'solwallet token unhide MINT' kural ne derse desin birini gösterir. --wide, adı olmayan bir tokenı \"BsmK…6zxZ\" yerine tam mint adresiyle adlandırır. --watch ile çalışmaya devam eder ve SOL bakiyesini hemen, sonra her değiştiğinde yeniden yazdırır (kümenin hesap aboneliğinden; arkada her 3 sn'de bir yoklama vardır), Ctrl-C'ye basılana kadar; --json ile satır başına bir JSON nesnesi.",
        "An address, an account label, a wallet name or a contact (default: -k's, else the account setting, else the first wallet's first account).":
            "Bir adres, hesap etiketi, cüzdan adı ya da kişi (varsayılan: -k dosyasının hesabı, yoksa account ayarı, yoksa ilk cüzdanın ilk hesabı).",
        "Print lamports instead of SOL.":
            "SOL yerine lamport olarak yazdır.",
        "Keep running: print the SOL balance each time it changes (Ctrl-C stops).":
            "Çalışmaya devam et: SOL bakiyesini her değiştiğinde yazdır (Ctrl-C durdurur).",
        "The currency the value is shown in: usd, eur, brl, try, btc, … Default: $SOLWALLET_CURRENCY, else the currency setting, else usd.":
            "Değerin gösterileceği para birimi: usd, eur, brl, try, btc, … Varsayılan: $SOLWALLET_CURRENCY, yoksa currency ayarı, yoksa usd.",
        "Leave out the value in the currency (no price service is asked).":
            "Para birimindeki değeri gösterme (hiçbir fiyat hizmetine sorulmaz).",
        "Also list the hidden tokens (spam, dust, those you hid), with why each is hidden.":
            "Gizli tokenları da (spam, toz, sizin gizledikleriniz) her birinin neden gizlendiğiyle birlikte listele.",
        "Show full mints instead of shortened ones (BsmK…6zxZ).":
            "Kısaltılmış mint adresleri (BsmK…6zxZ) yerine tam adresleri göster.",
        "A keypair file (the Solana CLI's JSON) to sign with and use as the default account.":
            "İmzalamak ve varsayılan hesap olarak kullanmak için bir anahtar çifti dosyası (Solana CLI'ın JSON biçiminde).",
        "Ask a test cluster (devnet, testnet, localhost) for SOL and wait until it is confirmed.":
            "Bir test kümesinden (devnet, testnet, localhost) SOL iste ve onaylanana kadar bekle.",
        "Amount of SOL, e.g. 1.5 (exact; at most 9 decimals; 1,5 where the language writes a comma).":
            "SOL miktarı, örneğin 1.5 (kesin; en fazla 9 ondalık basamak; dil virgül kullanıyorsa 1,5).",
        "Seconds to wait for the airdrop to reach the commitment.":
            "Airdrop'un onay düzeyine ulaşması için beklenecek saniye.",
        "The address book: names to send to (solwallet send NAME AMOUNT).":
            "Adres defteri: gönderim yapılacak adlar (solwallet send NAME AMOUNT).",
        "Names are unique ignoring case, width and look-alike letters (Latin a and Cyrillic а are one name), at most 64 characters, without control characters, and never an address. A send to a contact shows its name next to the full address in the review; the look-alike check still applies.":
            "Adlar büyük/küçük harf, genişlik ve benzer görünen harfler gözetilmeden benzersizdir (Latin a ile Kiril а aynı addır), en fazla 64 karakterdir, denetim karakteri içermez ve asla bir adres olamaz. Bir kişiye gönderimde incelemede tam adresin yanında kişinin adı gösterilir; benzer adres denetimi yine de uygulanır.",
        "Add a contact.":
            "Kişi ekle.",
        "The contact's name.":
            "Kişinin adı.",
        "The contact's address (base58).":
            "Kişinin adresi (base58).",
        "List the contacts.":
            "Kişileri listele.",
        "Remove a contact.":
            "Bir kişiyi kaldır.",
        "Past transactions of an address, newest first (cached for offline use).":
            "Bir adresin geçmiş işlemleri, en yenisi önce (çevrimdışı kullanım için önbelleğe alınır).",
        "Fetches only what is newer than the stored history (signature pages, then transactions 100 per request), decodes each from the balances the runtime recorded, and stores it; older pages (--before) are fetched when first asked for. After a long pause on a busy address (over 1,000 new transactions) the saved history restarts from the newest instead of downloading everything in between. Offline, the stored entries are shown and the output says so. Look-alike dust (address poisoning: a transfer below the dust threshold, default 0.001 SOL, `config set dust-threshold`, from an address with the same first and last 4 characters as one you know) is hidden; --show-dust lists it, marked, its address in full.":
            "Yalnızca kayıtlı geçmişten daha yeni olanları indirir (önce imza sayfaları, sonra istek başına 100 işlem), her birini çalışma zamanının kaydettiği bakiyelerden çözer ve saklar; daha eski sayfalar (--before) ilk istendiklerinde indirilir. Yoğun bir adreste uzun bir aradan sonra (1.000'den fazla yeni işlem) kayıtlı geçmiş, aradaki her şeyi indirmek yerine en yeni işlemden yeniden başlar. Çevrimdışıyken kayıtlı girdiler gösterilir ve çıktı bunu belirtir. Benzer adres tozu (adres zehirlemesi: bildiğiniz bir adresle ilk ve son 4 karakteri aynı olan bir adresten gelen, toz eşiğinin altında bir transfer; varsayılan 0.001 SOL, `config set dust-threshold`) gizlenir; --show-dust onu işaretleyerek ve adresini tam göstererek listeler.",
        "How many entries to show.":
            "Gösterilecek girdi sayısı.",
        "Show entries older than this signature.":
            "Bu imzadan daha eski girdileri göster.",
        "List look-alike dust (address poisoning) too, marked.":
            "Benzer adres tozunu (adres zehirlemesi) da işaretleyerek listele.",
        "Print full addresses, mints and signatures instead of shortened ones (BsmK…6zxZ).":
            "Kısaltılmışları (BsmK…6zxZ) yerine tam adresleri, mint'leri ve imzaları yazdır.",
        "Times in UTC (default: the local time zone, $TZ or the system's, named in the table's header).":
            "Zamanlar UTC olarak (varsayılan: yerel saat dilimi, yani $TZ ya da sistemin saat dilimi; adı tablonun başlığında yazar).",
        "Send SOL or a token from one of your accounts, after a review.":
            "Hesaplarınızdan birinden, bir incelemenin ardından SOL ya da token gönder.",
        "Shows what will happen before anything is signed: from, to, amount, network and priority fees, any token account created for the recipient (and its rent), and the balance left. Refuses an amount with too many decimals or above the balance, a recipient that does not exist yet (unless --allow-unfunded-recipient, as the Solana CLI), an amount that would leave a new recipient or the sender below the rent-exempt minimum, and a transaction that fails in simulation. AMOUNT is a decimal in SOL (or in the token's units with --token), or 'max' / 'ALL' for everything that can be sent (SOL: the balance minus the fee). Tokens go to the recipient's associated token account, created in the same transaction when missing. `solwallet transfer` is the same command, as the Solana CLI names it.":
            "Herhangi bir şey imzalanmadan önce ne olacağını gösterir: gönderen, alıcı, tutar, ağ ve öncelik ücretleri, alıcı için oluşturulacak token hesabı (ve kirası) ve kalan bakiye. Çok fazla ondalık basamaklı ya da bakiyeyi aşan bir tutarı, henüz var olmayan bir alıcıyı (Solana CLI'daki gibi --allow-unfunded-recipient verilmedikçe), yeni bir alıcıyı ya da göndereni kira muafiyeti için gereken en düşük tutarın altında bırakacak bir tutarı ve simülasyonda başarısız olan bir işlemi reddeder. AMOUNT, SOL cinsinden (ya da --token ile tokenın biriminde) ondalık bir sayıdır ya da gönderilebilecek her şey için 'max' / 'ALL' (SOL için: bakiye eksi ücret). Tokenlar alıcının ilişkili token hesabına gider; hesap yoksa aynı işlemde oluşturulur. `solwallet transfer` aynı komuttur; Solana CLI onu bu adla çağırır.",
        "The recipient: an address, a contact, or one of your account labels or wallet names.":
            "Alıcı: bir adres, bir kişi ya da hesap etiketlerinizden veya cüzdan adlarınızdan biri.",
        "The amount (SOL, or the token's units with --token), or 'max'.":
            "Tutar (SOL ya da --token ile tokenın birimi) veya 'max'.",
        "Send this token instead of SOL: its mint address, or the symbol of a token you hold as the balance shows it (USDC, BONK; an imitation of a known symbol and a symbol two tokens share are refused).":
            "SOL yerine bu tokenı gönder: mint adresi ya da sahip olduğunuz bir tokenın bakiyede gösterildiği şekliyle sembolü (USDC, BONK; bilinen bir sembolün taklidi ve iki tokenın paylaştığı bir sembol reddedilir).",
        "A memo stored with the transaction (public).":
            "İşlemle birlikte saklanan bir not (herkese açık).",
        "A priority fee: a level from the cluster's recent fees for the accounts the transfer locks — low (their 25th percentile), medium (50th), high (90th), auto (75th) — or micro-lamports per compute unit.":
            "Öncelik ücreti: transferin kilitlediği hesaplar için kümenin son ücretlerinden bir düzey — low (25. yüzdelik dilim), medium (50.), high (90.), auto (75.) — ya da hesaplama birimi başına mikro-lamport.",
        "The most the priority fee may cost in all, in lamports (a higher price is lowered to fit).":
            "Öncelik ücretinin toplamda en fazla ne kadar tutabileceği, lamport cinsinden (daha yüksek bir fiyat buna sığacak şekilde düşürülür).",
        "Pay from this account of your wallets: an address, a label or a wallet name (default: the account setting, else the first wallet's first account).":
            "Cüzdanlarınızın bu hesabından öde: bir adres, etiket ya da cüzdan adı (varsayılan: account ayarı, yoksa ilk cüzdanın ilk hesabı).",
        "Send SOL to an address that does not exist on the cluster yet.":
            "Kümede henüz var olmayan bir adrese SOL gönder.",
        "Do not ask for confirmation (for scripts).":
            "Onay isteme (betikler için).",
        "Send to a token mint although what is sent there can never be moved again.":
            "Bir token mint hesabına, oraya gönderilen bir daha asla taşınamayacak olsa bile gönder.",
        "Send to a program (an executable account) although what is sent there can never be moved again.":
            "Bir programa (çalıştırılabilir bir hesaba), oraya gönderilen bir daha asla taşınamayacak olsa bile gönder.",
        "Send tokens to an off-curve address with no account although nobody may be able to sign for them.":
            "Hesabı olmayan, eğri dışı bir adrese, onlar için kimse imza atamayabilecek olsa bile token gönder.",
        "Send to an address that looks like another one you know (same first and last 4 characters).":
            "Bildiğiniz başka bir adrese benzeyen bir adrese gönder (ilk ve son 4 karakteri aynı).",
        "Sign without sending: print the signed transaction (base64) for solwallet broadcast.":
            "Göndermeden imzala: imzalı işlemi solwallet broadcast için yazdır (base64).",
        "With --sign-only: the recent blockhash (or the nonce's value) to sign with, without the network.":
            "--sign-only ile: ağa başvurmadan imzalamak için kullanılacak güncel blockhash (ya da nonce'un değeri).",
        "A durable nonce account (its authority is the sender) instead of a recent blockhash: the transaction does not expire after a minute (with --sign-only too).":
            "Güncel bir blockhash yerine kalıcı bir nonce hesabı (yetkilisi gönderendir): işlemin süresi bir dakika sonra dolmaz (--sign-only ile de).",
        "The transaction format: legacy (default), v0, v1 (SIMD-0385: the compute-unit and account-data limits from one simulation in the message's config) or auto (v1 where the cluster takes it, else legacy).":
            "İşlem biçimi: legacy (varsayılan), v0, v1 (SIMD-0385: tek bir simülasyondan elde edilen hesaplama birimi ve hesap verisi sınırları mesajın yapılandırmasında) ya da auto (kümenin kabul ettiği yerde v1, yoksa legacy).",
        "With --sign-only and --priority-fee: the compute unit limit (a SOL transfer uses 150, a memo more).":
            "--sign-only ve --priority-fee ile: hesaplama birimi sınırı (bir SOL transferi 150 kullanır, not eklenirse daha fazla).",
        "With --sign-only --token: the mint's decimals (offline, they cannot be read from the mint).":
            "--sign-only --token ile: mint'in ondalık basamak sayısı (çevrimdışıyken mint'ten okunamaz).",
        "With --sign-only --token: the token program, 'spl-token' (default), 'token-2022' or its address.":
            "--sign-only --token ile: token programı, 'spl-token' (varsayılan), 'token-2022' ya da programın adresi.",
        "With --sign-only --token: create the recipient's token account if missing (the sender pays its rent).":
            "--sign-only --token ile: alıcının token hesabı yoksa oluştur (kirasını gönderen öder).",
        "Read the keystore password from the first line of this file (for scripts).":
            "Anahtar deposu parolasını bu dosyanın ilk satırından oku (betikler için).",
        "Send a signed transaction (base64, from send --sign-only).":
            "İmzalı bir işlemi gönder (base64, send --sign-only çıktısı).",
        "Checks that every signature is present and verifies, simulates it and shows what it does to every account its signers hold a power over (SOL, tokens, accounts created or closed, authorities that change, the fee), asks (--yes for scripts), then sends the transaction as signed (never re-signed) and waits until it is confirmed or fails. A blockhash that has expired comes back as an error from the cluster's simulation: sign again with a fresh one (or use a durable nonce).":
            "Her imzanın mevcut olduğunu ve doğrulandığını denetler, işlemi simüle eder ve imzalayanlarının yetkisi olan her hesaba ne yaptığını gösterir (SOL, tokenlar, oluşturulan ya da kapatılan hesaplar, değişen yetkiler, ücret), onay sorar (betikler için --yes), sonra işlemi imzalandığı gibi gönderir (asla yeniden imzalamaz) ve onaylanana ya da başarısız olana kadar bekler. Süresi dolmuş bir blockhash, kümenin simülasyonundan hata olarak döner: yeni bir blockhash ile yeniden imzalayın (ya da kalıcı bir nonce kullanın).",
        "The signed transaction in base64, or '-' to read it from stdin.":
            "base64 olarak imzalı işlem ya da standart girdiden okumak için '-'.",
        "Give up waiting for confirmation after this many seconds.":
            "Onay beklemeyi bu kadar saniye sonra bırak.",
        "Send without asking (for scripts); the effects are still shown.":
            "Sormadan gönder (betikler için); etkiler yine de gösterilir.",
        "Show an address and a Solana Pay request with its QR code, to be paid.":
            "Ödenmek üzere bir adresi ve bir Solana Pay isteğini QR koduyla göster.",
        "Prints the address, the Solana Pay link (solana:ADDRESS?amount=…) and its QR code, drawn in the terminal. A payer's wallet (or solwallet pay) reads the amount, token, label, message and memo from it. Add --reference new to tell this payment apart from others: solwallet pay verify --reference KEY finds it on the cluster. --png and --svg write the QR code to a file. No password is needed.":
            "Adresi, Solana Pay bağlantısını (solana:ADDRESS?amount=…) ve terminalde çizilen QR kodunu yazdırır. Ödeyenin cüzdanı (ya da solwallet pay) tutarı, tokenı, etiketi, mesajı ve notu buradan okur. Bu ödemeyi diğerlerinden ayırmak için --reference new ekleyin: solwallet pay verify --reference KEY onu kümede bulur. --png ve --svg QR kodunu bir dosyaya yazar. Parola gerekmez.",
        "Ask for this amount (SOL, or the token's units with --token).":
            "Bu tutarı iste (SOL ya da --token ile tokenın birimi).",
        "Ask for this token (its mint address) instead of SOL.":
            "SOL yerine bu tokenı iste (mint adresi).",
        "Who is asking (a merchant or your name), shown by the payer's wallet.":
            "İsteyen (bir satıcı ya da adınız); ödeyenin cüzdanında gösterilir.",
        "What the payment is for, shown by the payer's wallet.":
            "Ödemenin ne için olduğu; ödeyenin cüzdanında gösterilir.",
        "A memo the payer's transaction stores on chain (public).":
            "Ödeyenin işleminin zincirde sakladığı not (herkese açık).",
        "'new' for a fresh random reference key, or a key (repeatable) to find the payment by.":
            "Yeni, rastgele bir referans anahtarı için 'new' ya da ödemenin aranacağı bir anahtar (tekrarlanabilir).",
        "Receive to this address of your wallets (default: the first wallet's first account).":
            "Cüzdanlarınızın bu adresine al (varsayılan: ilk cüzdanın ilk hesabı).",
        "Also write the QR code as a PNG image to this file.":
            "QR kodunu ayrıca bu dosyaya PNG görüntüsü olarak yaz.",
        "Also write the QR code as an SVG image to this file.":
            "QR kodunu ayrıca bu dosyaya SVG görüntüsü olarak yaz.",
        "Pixels per QR module in the PNG and SVG (1-32).":
            "PNG ve SVG'de QR modülü başına piksel (1-32).",
        "Replace the --png/--svg files if they exist.":
            "--png/--svg dosyaları varsa üzerine yaz.",
        "Draw the code for a light terminal background (default: a dark one).":
            "Kodu açık renkli bir terminal arka planı için çiz (varsayılan: koyu).",
        "Do not draw the code in the terminal.":
            "Kodu terminalde çizme.",
        "Pay a Solana Pay request, or verify that one was paid.":
            "Bir Solana Pay isteğini öde ya da birinin ödendiğini doğrula.",
        "Pay a Solana Pay transfer request (a solana: URL or a QR code image).":
            "Bir Solana Pay transfer isteğini öde (bir solana: URL'si ya da QR kodu görüntüsü).",
        "Reads the request strictly (a clear error for each malformed part), then sends as solwallet send does: the requested amount and token to the recipient, its memo in a Memo instruction right before the transfer, its references as read-only keys of the transfer, in order, so the merchant finds the payment. The review comes before anything is signed. A request without an amount needs --amount.\n\nA transaction request (solana:https://…) asks the merchant's server for the transaction: GET shows who asks (the link's domain, and the label the merchant gives), POST sends the paying account and receives the transaction. It is checked as the spec says (only the account signs; a merchant's signatures must verify), simulated, and shown as what it does to every account you hold a power over (your SOL, token, stake and nonce accounts, mints): SOL and tokens before and after, accounts created or closed, every authority that changes, the fee. A payment may only transfer SOL and tokens (with associated token accounts, memos, compute budget): any other instruction, an authority change, a close, an assign, a delegation or an unreadable program writing your accounts is refused, and nothing is signed. Extra trusted CA certificates for the merchant's HTTPS (a company proxy): SOLWALLET_CA_FILE=path.pem.":
            "İsteği katı biçimde okur (her hatalı bölüm için açık bir hata), sonra solwallet send gibi gönderir: istenen tutarı ve tokenı alıcıya, notunu transferden hemen önce bir Memo talimatında, referanslarını da satıcının ödemeyi bulabilmesi için sırasıyla transferin salt okunur anahtarları olarak. İnceleme, herhangi bir şey imzalanmadan önce gelir. Tutarı olmayan bir istek için --amount gerekir.\n\nBir işlem isteği (solana:https://…) işlemi satıcının sunucusundan ister: GET kimin istediğini gösterir (bağlantının alan adı ve satıcının verdiği etiket), POST ödeyen hesabı gönderir ve işlemi alır. İşlem belirtimin söylediği gibi denetlenir (yalnızca hesap imzalar; satıcının imzaları doğrulanmalıdır), simüle edilir ve yetkiniz olan her hesaba ne yaptığıyla gösterilir (SOL, token, stake ve nonce hesaplarınız, mint'ler): önce ve sonra SOL ve tokenlar, oluşturulan ya da kapatılan hesaplar, değişen her yetki, ücret. Bir ödeme yalnızca SOL ve token aktarabilir (ilişkili token hesapları, notlar ve hesaplama bütçesiyle): başka herhangi bir talimat, bir yetki değişikliği, bir kapatma, bir program devri (assign), bir delegasyon ya da hesaplarınıza yazan okunamayan bir program reddedilir ve hiçbir şey imzalanmaz. Satıcının HTTPS bağlantısı için ek güvenilir CA sertifikaları (bir şirket proxy'si): SOLWALLET_CA_FILE=path.pem.",
        "The solana: URL.":
            "solana: URL'si.",
        "Read the URL from the QR code in this image (PNG, or binary PGM/PPM).":
            "URL'yi bu görüntüdeki QR kodundan oku (PNG ya da ikili PGM/PPM).",
        "The amount, when the request leaves it to the payer. For a transaction request: the most it may take.":
            "İstek tutarı ödeyene bırakıyorsa tutar. Bir işlem isteği için: alabileceği en yüksek tutar.",
        "For a transaction request, the cap over SOL and over each token at once (--amount 1: at most 1 SOL and at most 1 of any token); the network fee and the rent of accounts created for the merchant are shown apart; needed with --yes.":
            "Bir işlem isteği için SOL'a ve her tokena aynı anda uygulanan sınır (--amount 1: en fazla 1 SOL ve herhangi bir tokendan en fazla 1); ağ ücreti ve satıcı için oluşturulan hesapların kirası ayrıca gösterilir; --yes ile gereklidir.",
        "Find and check a Solana Pay payment by its reference (the merchant's side).":
            "Bir Solana Pay ödemesini referansıyla bul ve denetle (satıcı tarafı).",
        "Looks up the transactions that mention the reference, oldest first, and accepts the first that succeeded, ends with the transfer of at least the amount to the recipient (in SOL, or the token to the recipient's associated token account), carries the references in order and the memo right before the transfer. Anyone can mention a reference: transactions that do not pass are skipped. Give the request's URL, or its parts. Exits 1 (not-found) when no valid payment exists yet; --wait polls until one does.":
            "Referanstan söz eden işlemleri en eskisinden başlayarak arar ve başarılı olan, alıcıya en az istenen tutarda bir transferle biten (SOL olarak ya da alıcının ilişkili token hesabına token olarak), referansları sırasıyla ve notu transferden hemen önce taşıyan ilk işlemi kabul eder. Herkes bir referanstan söz edebilir: denetimi geçemeyen işlemler atlanır. İsteğin URL'sini ya da parçalarını verin. Henüz geçerli bir ödeme yoksa 1 (not-found) ile çıkar; --wait bir ödeme görünene kadar yoklar.",
        "The request's solana: URL (instead of the options below).":
            "İsteğin solana: URL'si (aşağıdaki seçenekler yerine).",
        "The reference key to find the payment by.":
            "Ödemenin aranacağı referans anahtarı.",
        "Who is paid.":
            "Ödemeyi alan.",
        "The amount paid (SOL, or the token's units with --token).":
            "Ödenen tutar (SOL ya da --token ile tokenın birimi).",
        "The token paid (its mint address) instead of SOL.":
            "SOL yerine ödenen token (mint adresi).",
        "The memo the payment must carry.":
            "Ödemenin taşıması gereken not.",
        "Poll for this many seconds until a valid payment appears.":
            "Geçerli bir ödeme görünene kadar bu kadar saniye boyunca yokla.",
        "Run a Solana Action (a blink): solana-action: URL, interstitial or website link.":
            "Bir Solana Action (blink) çalıştır: solana-action: URL'si, ara sayfa ya da web sitesi bağlantısı.",
        "GETs the action (over https only; its icon is shown as a URL, never fetched), shows who asks (the link's domain) and what the action says, takes the button (--button) and its parameters (--param name=value, or asked on a terminal; each checked by its type and pattern), POSTs the account and the values, then by the answer: a transaction is checked as a Solana Pay transaction request is (only the account signs; present signatures must verify), simulated and reviewed as a payment (transfers only, no authority change, at most --amount), and signed and sent only after that review; a message is shown and signed; an external link is shown, never opened. A chain (links.next) is followed on the same origin only, up to its completed state. Extra trusted CA certificates: SOLWALLET_CA_FILE=path.pem.":
            "Eylemi GET ile alır (yalnızca https üzerinden; simgesi URL olarak gösterilir, asla indirilmez), kimin istediğini (bağlantının alan adı) ve eylemin ne dediğini gösterir, düğmeyi (--button) ve parametrelerini (--param name=value ya da terminalde sorularak; her biri türüne ve kalıbına göre denetlenir) alır, hesabı ve değerleri POST ile gönderir, sonra yanıta göre davranır: bir işlem, Solana Pay işlem isteği gibi denetlenir (yalnızca hesap imzalar; mevcut imzalar doğrulanmalıdır), simüle edilir ve bir ödeme olarak incelenir (yalnızca transferler, yetki değişikliği yok, en fazla --amount) ve ancak bu incelemeden sonra imzalanıp gönderilir; bir mesaj gösterilir ve imzalanır; harici bir bağlantı gösterilir, asla açılmaz. Bir zincir (links.next) yalnızca aynı kaynakta (origin), tamamlandı durumuna kadar izlenir. Ek güvenilir CA sertifikaları: SOLWALLET_CA_FILE=path.pem.",
        "The solana-action: URL, an interstitial link (…?action=solana-action:…) or a website URL.":
            "solana-action: URL'si, bir ara sayfa bağlantısı (…?action=solana-action:…) ya da bir web sitesi URL'si.",
        "A parameter's value, name=value (repeat for several or a checkbox).":
            "Bir parametrenin değeri, name=value (birden fazla değer ya da bir onay kutusu için tekrarlayın).",
        "The button to press: its number (from 1) or its label.":
            "Basılacak düğme: numarası (1'den başlar) ya da etiketi.",
        "The most a transaction may take (SOL, and each token); needed with --yes.":
            "Bir işlemin alabileceği en yüksek tutar (SOL ve her token için); --yes ile gereklidir.",
        "Show an on-chain account, or derive a wallet's next account (account new).":
            "Zincirdeki bir hesabı göster ya da bir cüzdanın sonraki hesabını türet (account new).",
        "Show an account: owner, balance, size, and its token state when it is a mint or token account.":
            "Bir hesabı göster: sahibi, bakiyesi, boyutu ve mint ya da token hesabıysa token durumu.",
        "Derive a wallet's next account.":
            "Bir cüzdanın sonraki hesabını türet.",
        "The wallet (default: the first).":
            "Cüzdan (varsayılan: ilki).",
        "A label for the account.":
            "Hesap için bir etiket.",
        "The cluster's current slot.":
            "Kümenin güncel slotu.",
        "The software version of the cluster's RPC node.":
            "Kümenin RPC düğümünün yazılım sürümü.",
        "Create a wallet: a new seed phrase, shown once, kept encrypted.":
            "Cüzdan oluştur: yeni bir kurtarma ifadesi; bir kez gösterilir, şifreli saklanır.",
        "Interactive: asks for a new keystore password (twice; at least 8 characters, not a common one), shows the phrase once with a warning, then asks for three of its words (three tries each).\n\n--non-interactive (scripts): prints the phrase in the output and takes the password from --password-file or $SOLWALLET_PASSWORD.":
            "Etkileşimli: yeni bir anahtar deposu parolası ister (iki kez; en az 8 karakter, yaygın bir parola olmamalı), ifadeyi bir uyarıyla bir kez gösterir, sonra kelimelerinden üçünü sorar (her biri için üç deneme).\n\n--non-interactive (betikler): ifadeyi çıktıya yazdırır ve parolayı --password-file ya da $SOLWALLET_PASSWORD üzerinden alır.",
        "The wallet's name.":
            "Cüzdanın adı.",
        "Number of words: 12 or 24.":
            "Kelime sayısı: 12 veya 24.",
        "How accounts are derived (phantom: Phantom, Solflare, Backpack).":
            "Hesapların nasıl türetileceği (phantom: Phantom, Solflare, Backpack).",
        "No prompts: print the phrase and take the password from --password-file or $SOLWALLET_PASSWORD.":
            "Soru sorma: ifadeyi yazdır ve parolayı --password-file ya da $SOLWALLET_PASSWORD üzerinden al.",
        "Add a wallet from a seed phrase, a Phantom secret key or a keypair file.":
            "Bir kurtarma ifadesinden, bir Phantom gizli anahtarından ya da bir anahtar çifti dosyasından cüzdan ekle.",
        "--qr FILE reads a QR code image (PNG, or binary PGM/PPM) holding any of the three: a seed phrase, a base58 secret key, or a keypair file's JSON array.":
            "--qr FILE, şu üçünden birini içeren bir QR kodu görüntüsünü (PNG ya da ikili PGM/PPM) okur: kurtarma ifadesi, base58 gizli anahtar ya da anahtar çifti dosyasının JSON dizisi.",
        "Read a seed phrase from standard input.":
            "Kurtarma ifadesini standart girdiden oku.",
        "Read a base58 secret key (Phantom's export) from standard input.":
            "base58 gizli anahtarı (Phantom'un dışa aktardığı biçim) standart girdiden oku.",
        "A Solana CLI keypair file.":
            "Bir Solana CLI anahtar çifti dosyası.",
        "A QR code image (PNG, PGM, PPM) holding a seed phrase, a base58 secret key or a keypair's JSON.":
            "Kurtarma ifadesi, base58 gizli anahtar ya da anahtar çiftinin JSON'unu içeren bir QR kodu görüntüsü (PNG, PGM, PPM).",
        "How accounts are derived from a phrase.":
            "Hesapların bir ifadeden nasıl türetileceği.",
        "How many accounts to add from a phrase.":
            "Bir ifadeden eklenecek hesap sayısı.",
        "Find the phrase's used accounts on the cluster (every preset, --discover-accounts each) and add those.":
            "İfadenin kümede kullanılmış hesaplarını bul (her ön ayar için --discover-accounts kadar) ve onları ekle.",
        "Accounts per preset that --discover checks.":
            "--discover ile ön ayar başına denetlenen hesap sayısı.",
        "List the wallets and their accounts.":
            "Cüzdanları ve hesaplarını listele.",
        "Only this wallet's accounts.":
            "Yalnızca bu cüzdanın hesapları.",
        "The seed phrase of a wallet.":
            "Bir cüzdanın kurtarma ifadesi.",
        "Show a wallet's seed phrase (after the password).":
            "Bir cüzdanın kurtarma ifadesini göster (parola girildikten sonra).",
        "Write every wallet to one encrypted backup file.":
            "Tüm cüzdanları şifreli tek bir yedek dosyasına yaz.",
        "The file (SWBK v1) holds each wallet's secret and its accounts and labels, encrypted with Argon2id and XChaCha20-Poly1305 under the backup password (by default the keystore password). It is written 0600, atomically, and never over an existing file unless --force. `solwallet restore FILE` reads it back.":
            "Dosya (SWBK v1), her cüzdanın sırrını, hesaplarını ve etiketlerini yedek parolasıyla (varsayılan olarak anahtar deposu parolası) Argon2id ve XChaCha20-Poly1305 ile şifrelenmiş olarak tutar. 0600 izniyle, atomik olarak yazılır ve --force verilmedikçe asla var olan bir dosyanın üzerine yazılmaz. `solwallet restore FILE` onu geri okur.",
        "The backup file to write.":
            "Yazılacak yedek dosyası.",
        "Replace the file if it exists.":
            "Dosya varsa üzerine yaz.",
        "Read the backup's password from this file (default: the keystore password).":
            "Yedeğin parolasını bu dosyadan oku (varsayılan: anahtar deposu parolası).",
        "Add the wallets of a backup file (those already here are skipped).":
            "Bir yedek dosyasındaki cüzdanları ekle (burada zaten olanlar atlanır).",
        "The backup is checked whole before anything is written: unique wallet ids and names, at least one account per wallet, and each wallet's secret deriving every address the backup lists for it. A wallet whose name is taken by another wallet stops the restore (nothing is written), and so does a keystore password other than the one this home's wallets are under. A failure while writing removes what was written. The secrets go into this home's keystore under the keystore password.":
            "Herhangi bir şey yazılmadan önce yedeğin tamamı denetlenir: benzersiz cüzdan kimlikleri ve adları, cüzdan başına en az bir hesap ve her cüzdanın sırrının, yedeğin o cüzdan için listelediği her adresi türetmesi. Adı başka bir cüzdanca kullanılan bir cüzdan geri yüklemeyi durdurur (hiçbir şey yazılmaz); bu ana dizindeki cüzdanların parolasından farklı bir anahtar deposu parolası da öyle. Yazma sırasında bir hata olursa yazılanlar silinir. Sırlar, anahtar deposu parolasıyla bu ana dizinin anahtar deposuna yazılır.",
        "The backup file.":
            "Yedek dosyası.",
        "Manage one wallet.":
            "Tek bir cüzdanı yönet.",
        "Delete a wallet: its encrypted secret and its accounts (others untouched).":
            "Bir cüzdanı sil: şifreli sırrını ve hesaplarını (diğerlerine dokunulmaz).",
        "Do not ask for confirmation (refused for a wallet that holds funds or whose balance is unknown).":
            "Onay isteme (fon tutan ya da bakiyesi bilinmeyen bir cüzdan için reddedilir).",
        "With --yes: delete even a wallet that holds funds or whose balance cannot be read.":
            "--yes ile: fon tutan ya da bakiyesi okunamayan bir cüzdanı bile sil.",
        "The keystore password.":
            "Anahtar deposu parolası.",
        "Change the keystore password (every wallet; resumable after a crash).":
            "Anahtar deposu parolasını değiştir (tüm cüzdanlar; bir çökmeden sonra kaldığı yerden sürdürülebilir).",
        "Read the new password from the first line of this file (for scripts).":
            "Yeni parolayı bu dosyanın ilk satırından oku (betikler için).",
        "The wallet's settings: url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.":
            "Cüzdanın ayarları: url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.",
        "Every command resolves a setting the same way: its flag, else its environment variable ($SOLWALLET_URL, $SOLWALLET_COMMITMENT, $SOLWALLET_LANG, $SOLWALLET_CURRENCY, $SOLWALLET_COINGECKO_URL, $SOLWALLET_JUPITER_URL, $SOLWALLET_NEWS_URL, $SOLWALLET_ACCOUNT), else the stored setting, else the default. `config list` shows each effective value and where it comes from.":
            "Her komut bir ayarı aynı şekilde belirler: seçeneği, yoksa ortam değişkeni ($SOLWALLET_URL, $SOLWALLET_COMMITMENT, $SOLWALLET_LANG, $SOLWALLET_CURRENCY, $SOLWALLET_COINGECKO_URL, $SOLWALLET_JUPITER_URL, $SOLWALLET_NEWS_URL, $SOLWALLET_ACCOUNT), yoksa kayıtlı ayar, yoksa varsayılan değer. `config list` her geçerli değeri ve nereden geldiğini gösterir.",
        "Set a setting (no value: remove it).":
            "Bir ayarı belirle (değer verilmezse ayarı kaldır).",
        "url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.":
            "url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.",
        "The value (a cluster name or URL; processed, confirmed, finalized; en, pt, el, tr; a currency code; an http(s) URL; SOL; a file; an account label, wallet name or address).":
            "Değer (bir küme adı ya da URL; processed, confirmed, finalized; en, pt, el, tr; bir para birimi kodu; bir http(s) URL'si; SOL; bir dosya; bir hesap etiketi, cüzdan adı ya da adres).",
        "Show one setting's stored value (config list shows the effective ones).":
            "Bir ayarın kayıtlı değerini göster (geçerli değerleri config list gösterir).",
        "Show every setting's effective value and where it comes from.":
            "Her ayarın geçerli değerini ve nereden geldiğini göster.",
        "Market overview: market cap, 24h volume, BTC dominance and the top coins.":
            "Piyasaya genel bakış: piyasa değeri, 24s hacim, BTC hakimiyeti ve en büyük coinler.",
        "Prices come from CoinGecko (set another host with `solwallet config set coingecko-url URL` or $SOLWALLET_COINGECKO_URL; a demo or pro key in $SOLWALLET_COINGECKO_API_KEY). Answers are cached in the wallet's database (the list for 60 s, the totals for 10 min); when the service cannot be reached or throttles, the cached data is shown with its age.\n\nSort orders: rank (1 first), rank-desc, price (lowest first), price-desc (highest first), holdings and holdings-desc (by holding value; as rank while the portfolio is empty).":
            "Fiyatlar CoinGecko'dan gelir (başka bir sunucuyu `solwallet config set coingecko-url URL` ya da $SOLWALLET_COINGECKO_URL ile ayarlayın; demo ya da pro anahtarı $SOLWALLET_COINGECKO_API_KEY içinde). Yanıtlar cüzdanın veritabanında önbelleğe alınır (liste 60 sn, toplamlar 10 dk boyunca); hizmete ulaşılamadığında ya da hizmet istekleri sınırladığında önbellekteki veriler yaşıyla birlikte gösterilir.\n\nSıralamalar: rank (önce 1), rank-desc, price (önce en düşük), price-desc (önce en yüksek), holdings ve holdings-desc (varlığın değerine göre; portföy boşken rank gibi).",
        "rank, rank-desc, price, price-desc, holdings or holdings-desc.":
            "rank, rank-desc, price, price-desc, holdings ya da holdings-desc.",
        "Show only coins whose name, symbol or id contains this text (any case).":
            "Yalnızca adı, sembolü ya da kimliği bu metni içeren coinleri göster (büyük/küçük harf fark etmez).",
        "Coins to load, 1–250 (the first page of CoinGecko's list by market cap).":
            "Yüklenecek coin sayısı, 1–250 (CoinGecko'nun piyasa değerine göre listesinin ilk sayfası).",
        "The currency prices are quoted in: usd, eur, brl, try, btc, … (CoinGecko's vs_currency). Default: $SOLWALLET_CURRENCY, else the currency setting, else usd.":
            "Fiyatların gösterileceği para birimi: usd, eur, brl, try, btc, … (CoinGecko'nun vs_currency değeri). Varsayılan: $SOLWALLET_CURRENCY, yoksa currency ayarı, yoksa usd.",
        "Seconds to wait for the price service before showing cached data (1–120).":
            "Önbellekteki veriler gösterilmeden önce fiyat hizmeti için beklenecek saniye (1–120).",
        "One coin: price, statistics, description and links.":
            "Tek bir coin: fiyat, istatistikler, açıklama ve bağlantılar.",
        "ID is CoinGecko's coin id (bitcoin, solana, usd-coin; find it with `solwallet market --search NAME`). The details are cached for 10 minutes and the price history for 30 s; offline, the cached data is shown with its age. Below the details, the price over the last --days days as a terminal chart (highest, middle and lowest price; green when it rose, red when it fell, with --color) with the trend line and its band (docs/trend-line.md); --png/--svg FILE save the chart as a picture. --json adds the price history, the chart's labels and the trend line with its parameters.":
            "ID, CoinGecko'nun coin kimliğidir (bitcoin, solana, usd-coin; `solwallet market --search NAME` ile bulun). Ayrıntılar 10 dakika, fiyat geçmişi 30 sn önbellekte tutulur; çevrimdışıyken önbellekteki veriler yaşıyla birlikte gösterilir. Ayrıntıların altında son --days gündeki fiyat, trend çizgisi ve bandıyla (docs/trend-line.md) birlikte bir terminal grafiği olarak gösterilir (en yüksek, orta ve en düşük fiyat; --color ile yükseldiyse yeşil, düştüyse kırmızı); --png/--svg FILE grafiği resim olarak kaydeder. --json fiyat geçmişini, grafiğin etiketlerini ve parametreleriyle birlikte trend çizgisini ekler.",
        "The CoinGecko coin id (e.g. solana).":
            "CoinGecko coin kimliği (örneğin solana).",
        "Days of price history: 1, 7, 30 or 365.":
            "Fiyat geçmişinin gün sayısı: 1, 7, 30 veya 365.",
        "Also save the price chart as a PNG image here.":
            "Fiyat grafiğini ayrıca buraya PNG görüntüsü olarak kaydet.",
        "Also save the price chart as an SVG image here.":
            "Fiyat grafiğini ayrıca buraya SVG görüntüsü olarak kaydet.",
        "Replace an existing --png/--svg file.":
            "Var olan bir --png/--svg dosyasının üzerine yaz.",
        "Your holdings' value, 24h change and allocation; manual holdings; value over time.":
            "Varlıklarınızın değeri, 24s değişimi ve dağılımı; elle girilen varlıklar; zaman içinde değer.",
        "Holdings are the SOL and SPL token balances of the wallet's accounts (every wallet, or --wallet NAME, or the --address given) plus the coins added with `portfolio add`. SOL and added coins are priced by CoinGecko id, tokens by mint (CoinGecko, then Jupiter for USD); an asset without a price is listed as \"no price\" and left out of the value with a note, never counted as 0. Each run stores a snapshot of the value for `portfolio history`.":
            "Varlıklar, cüzdanın hesaplarındaki (tüm cüzdanlar, ya da --wallet NAME, ya da verilen --address) SOL ve SPL token bakiyeleri ile `portfolio add` ile eklenen coinlerdir. SOL ve eklenen coinler CoinGecko kimliğiyle, tokenlar mint adresiyle fiyatlanır (CoinGecko, sonra USD için Jupiter); fiyatı olmayan bir varlık \"fiyat yok\" olarak listelenir ve bir notla değerin dışında bırakılır, asla 0 sayılmaz. Her çalıştırma, `portfolio history` için değerin bir anlık görüntüsünü saklar.",
        "The portfolio: value, 24h change, assets and allocation (the default).":
            "Portföy: değer, 24s değişim, varlıklar ve dağılım (varsayılan).",
        "Only the accounts of this wallet (default: every wallet's accounts).":
            "Yalnızca bu cüzdanın hesapları (varsayılan: tüm cüzdanların hesapları).",
        "An address to include (repeatable; with no wallet too).":
            "Dahil edilecek bir adres (tekrarlanabilir; cüzdan olmadan da).",
        "Leave the accounts out: manual holdings only (no cluster is asked).":
            "Hesapları dahil etme: yalnızca elle girilen varlıklar (hiçbir kümeye sorulmaz).",
        "Do not store a snapshot of the value.":
            "Değerin anlık görüntüsünü saklama.",
        "Set how much of a coin you hold outside the wallet (0 removes it).":
            "Bir coinden cüzdan dışında ne kadar tuttuğunuzu belirle (0 onu kaldırır).",
        "ID is CoinGecko's coin id (bitcoin, ethereum; find it with `solwallet market --search NAME`), checked with CoinGecko before it is stored. AMOUNT is the whole amount you hold (it replaces the stored one), exact, with up to 18 decimals. The market app's save rules: a coin held is updated, or removed at 0; a new coin is added (0 adds nothing).":
            "ID, CoinGecko'nun coin kimliğidir (bitcoin, ethereum; `solwallet market --search NAME` ile bulun) ve saklanmadan önce CoinGecko'da denetlenir. AMOUNT, tuttuğunuz miktarın tamamıdır (kayıtlı olanın yerine geçer); kesindir, en fazla 18 ondalık basamaklıdır. Piyasa uygulamasının kaydetme kuralları: tutulan bir coin güncellenir ya da 0'da kaldırılır; yeni bir coin eklenir (0 hiçbir şey eklemez).",
        "The CoinGecko coin id.":
            "CoinGecko coin kimliği.",
        "The amount held, e.g. 0.25 (exact decimal, no sign or exponent).":
            "Tutulan miktar, örneğin 0.25 (kesin ondalık sayı; işaret ya da üs olmadan).",
        "Remove a manual holding.":
            "Elle girilen bir varlığı kaldır.",
        "Value the portfolio now and store the value for `portfolio history`.":
            "Portföyün değerini şimdi hesapla ve `portfolio history` için sakla.",
        "The portfolio's value over time, from the stored snapshots.":
            "Kayıtlı anlık görüntülerden, portföyün zaman içindeki değeri.",
        "Charts the snapshots in --currency (each `solwallet portfolio` run and `portfolio snapshot` store one), oldest to newest; snapshots that left out holdings without a price are not charted.\n--png/--svg FILE also save the chart as a picture.":
            "Anlık görüntüleri en eskiden en yeniye --currency cinsinden grafiğe döker (her `solwallet portfolio` çalıştırması ve `portfolio snapshot` bir tane saklar); fiyatı olmayan varlıkları dışarıda bırakmış anlık görüntüler grafiğe eklenmez.\n--png/--svg FILE grafiği ayrıca resim olarak kaydeder.",
        "The most recent snapshots to chart (2–100000).":
            "Grafiğe dökülecek en son anlık görüntü sayısı (2–100000).",
        "Also save the chart as a PNG image here.":
            "Grafiği ayrıca buraya PNG görüntüsü olarak kaydet.",
        "Also save the chart as an SVG image here.":
            "Grafiği ayrıca buraya SVG görüntüsü olarak kaydet.",
        "The latest news: items of an RSS or Atom feed (Solana's news by default).":
            "Son haberler: bir RSS ya da Atom akışının öğeleri (varsayılan olarak Solana'nın haberleri).",
        "The feed is $SOLWALLET_NEWS_URL, else the news-url setting (`solwallet config set news-url URL`), else https://solana.com/news/rss.xml; --url overrides them. It is cached for 15 minutes in the wallet's database; when the feed cannot be fetched, the cached items are shown with their age. --open N prints the link of item N alone (for `xdg-open \"$(solwallet news --open 1)\"`).":
            "Akış $SOLWALLET_NEWS_URL, yoksa news-url ayarı (`solwallet config set news-url URL`), yoksa https://solana.com/news/rss.xml olur; --url bunların hepsini geçersiz kılar. Cüzdanın veritabanında 15 dakika önbellekte tutulur; akış alınamadığında önbellekteki öğeler yaşlarıyla birlikte gösterilir. --open N yalnızca N. öğenin bağlantısını yazdırır (`xdg-open \"$(solwallet news --open 1)\"` için).",
        "The feed's URL (http or https).":
            "Akışın URL'si (http ya da https).",
        "Items to show, 1–100.":
            "Gösterilecek öğe sayısı, 1–100.",
        "Print the link of item N (1 is the newest) and nothing else.":
            "Yalnızca N. öğenin bağlantısını yazdır (1 en yenisidir), başka bir şey yazdırma.",
        "Seconds to wait for the feed before showing cached items (1–120).":
            "Önbellekteki öğeler gösterilmeden önce akış için beklenecek saniye (1–120).",
        "Pair with a phone wallet (Phantom, Solflare, Backpack) and ask it to sign.":
            "Bir telefon cüzdanıyla (Phantom, Solflare, Backpack) eşleş ve ondan imza iste.",
        "Each request prints a link (and its QR code) to open on the phone. The wallet answers by opening the redirect link with its answer appended: pass that URL to `solwallet adapter callback URL`. Requests wait in the encrypted store (under the keystore password) until then. The payloads are encrypted with NaCl box between a key made here for each connection and the wallet's key.":
            "Her istek, telefonda açılacak bir bağlantı (ve QR kodu) yazdırır. Cüzdan, yanıtını eklediği yönlendirme bağlantısını açarak yanıt verir: o URL'yi `solwallet adapter callback URL` komutuna verin. İstekler o zamana kadar şifreli depoda (anahtar deposu parolasıyla) bekler. İçerikler, her bağlantı için burada üretilen bir anahtar ile cüzdanın anahtarı arasında NaCl box ile şifrelenir.",
        "Print the link that connects a phone wallet to this app.":
            "Bir telefon cüzdanını bu uygulamaya bağlayan bağlantıyı yazdır.",
        "Example: solwallet adapter connect phantom --redirect myapp://solwallet\nThe wallet asks the user to approve, then opens the redirect link with its answer; give that URL to\nsolwallet adapter callback.":
            "Örnek: solwallet adapter connect phantom --redirect myapp://solwallet\nCüzdan kullanıcıdan onay ister, sonra yönlendirme bağlantısını yanıtıyla açar; o URL'yi şu komuta verin:\nsolwallet adapter callback.",
        "The wallet: phantom, solflare or backpack.":
            "Cüzdan: phantom, solflare ya da backpack.",
        "Where the wallet sends its answer (a custom scheme or https URL, without a query).":
            "Cüzdanın yanıtını göndereceği yer (özel bir şema ya da https URL'si, sorgu kısmı olmadan).",
        "The cluster the wallet should use: mainnet-beta, devnet, testnet (or a CAIP id for Backpack).":
            "Cüzdanın kullanacağı küme: mainnet-beta, devnet, testnet (ya da Backpack için bir CAIP kimliği).",
        "This app's identity shown by the wallet (an http(s) URL).":
            "Cüzdanın gösterdiği, bu uygulamanın kimliği (bir http(s) URL'si).",
        "Do not draw the QR code.":
            "QR kodunu çizme.",
        "Complete a request with the URL the wallet redirected to.":
            "Bir isteği, cüzdanın yönlendirdiği URL ile tamamla.",
        "Checks the answer (request id, decryption, the signature against the connected account) and finishes what the request was for: stores the connection, prints the message's signature, or sends the signed transfer. A callback that does not prove it comes from the wallet (it lacks the request's nonce and does not decrypt under the session: a forged error, say) is reported and leaves the request waiting for the genuine one.":
            "Yanıtı denetler (istek kimliği, şifre çözme, bağlı hesaba karşı imza) ve isteğin amacını tamamlar: bağlantıyı saklar, mesajın imzasını yazdırır ya da imzalı transferi gönderir. Cüzdandan geldiğini kanıtlamayan bir geri çağrı (isteğin nonce'u yoktur ve oturumla şifresi çözülmez: örneğin sahte bir hata) bildirilir ve istek gerçek yanıtı beklemeye devam eder.",
        "The URL the wallet opened (quote it in the shell).":
            "Cüzdanın açtığı URL (kabukta tırnak içine alın).",
        "Print the link that asks the connected wallet to sign a message.":
            "Bağlı cüzdandan bir mesajı imzalamasını isteyen bağlantıyı yazdır.",
        "The message (UTF-8 text).":
            "Mesaj (UTF-8 metin).",
        "The connection (its id, a prefix, or the wallet's name) when several are connected.":
            "Birden fazla bağlantı varsa kullanılacak bağlantı (kimliği, kimliğin başı ya da cüzdanın adı).",
        "Where the wallet sends its answer (default: the one given at connect).":
            "Cüzdanın yanıtını göndereceği yer (varsayılan: connect sırasında verilen).",
        "Build a SOL transfer from the connected account and ask the wallet to sign it.":
            "Bağlı hesaptan bir SOL transferi oluştur ve cüzdandan onu imzalamasını iste.",
        "Prints the link; after the wallet signed, `solwallet adapter callback URL` checks the signature and sends the transaction through the cluster given here (-u).":
            "Bağlantıyı yazdırır; cüzdan imzaladıktan sonra `solwallet adapter callback URL` imzayı denetler ve işlemi burada verilen küme (-u) üzerinden gönderir.",
        "The recipient's address.":
            "Alıcının adresi.",
        "The amount in SOL (a decimal, at most 9 decimals).":
            "SOL cinsinden tutar (ondalık sayı, en fazla 9 ondalık basamak).",
        "List the connected wallets and the requests waiting for a callback.":
            "Bağlı cüzdanları ve geri çağrı bekleyen istekleri listele.",
        "Erase a connection's keys here and print the link that ends its session.":
            "Bir bağlantının buradaki anahtarlarını sil ve oturumunu kapatan bağlantıyı yazdır.",
        "The connection's key and record are erased at once (no later request can use them); open the printed link so that the wallet forgets the session too.":
            "Bağlantının anahtarı ve kaydı hemen silinir (sonraki hiçbir istek onları kullanamaz); cüzdanın da oturumu unutması için yazdırılan bağlantıyı açın.",
        "Check the wallet's set-up: files, permissions, the cluster and the clock.":
            "Cüzdanın kurulumunu denetle: dosyalar, izinler, küme ve saat.",
        "Checks the data directory, the keystore's permissions (0700 directory, 0600 files, no links, owned by you) and leftovers (a .prev may still open with an old password), the database's integrity, the stored settings, that the cluster answers, the clock against the cluster's newest block time, and the QR scanner library. Nothing is created or changed. Each problem comes with what to do. Exit status 1 when a check fails (a warning alone exits 0).":
            "Veri dizinini, anahtar deposunun izinlerini (0700 dizin, 0600 dosyalar, sembolik bağlantı yok, sahibi siz) ve artıklarını (bir .prev dosyası hâlâ eski bir parolayla açılabilir), veritabanının bütünlüğünü, kayıtlı ayarları, kümenin yanıt verip vermediğini, saati kümenin en yeni blok zamanına göre ve QR okuyucu kütüphanesini denetler. Hiçbir şey oluşturulmaz ya da değiştirilmez. Her sorun, ne yapılması gerektiğiyle birlikte gelir. Bir denetim başarısız olursa çıkış durumu 1'dir (yalnızca uyarı varsa 0 ile çıkar).",
        "Warn when the clock and the cluster's newest block time differ by more (seconds).":
            "Saat ile kümenin en yeni blok zamanı arasındaki fark bundan fazlaysa uyar (saniye).",
        "List the cluster's validators (vote accounts) to stake with.":
            "Kümenin stake edilebilecek doğrulayıcılarını (oy hesapları) listele.",
        "From getVoteAccounts: the vote account (what you delegate to), the validator's identity, its commission (the share of rewards it keeps), its active stake, its last vote and whether it is delinquent (it stopped voting: stake there earns nothing). Stake with 'solwallet stake create AMOUNT --validator VOTE'.":
            "getVoteAccounts verisinden: oy hesabı (stake'i devrettiğiniz hesap), doğrulayıcının kimliği, komisyonu (ödüllerden kendine ayırdığı pay), aktif stake'i, son oyu ve gecikmiş olup olmadığı (oy vermeyi bırakmıştır: oradaki stake hiçbir şey kazanmaz). 'solwallet stake create AMOUNT --validator VOTE' ile stake edin.",
        "Sort by 'stake' (most first, the default) or 'commission' (lowest first).":
            "'stake' (en çok olan önce, varsayılan) ya da 'commission' (en düşük olan önce) ölçütüne göre sırala.",
        "Stake SOL with a validator, watch it, collect rewards, and unstake.":
            "Bir doğrulayıcıyla SOL stake et, izle, ödülleri topla ve stake'i sonlandır.",
        "Stake accounts are created at addresses derived from your account and a seed (\"0\", \"1\", …, as the Solana CLI's --seed and solana-stake-accounts do), so nothing new needs backing up. Stake activates at the next epoch boundary, earns rewards every epoch, and after 'deactivate' cools down until the next boundary; then 'withdraw' returns it to your account. Every transaction is shown for review before signing.":
            "Stake hesapları, hesabınızdan ve bir tohumdan (\"0\", \"1\", …; Solana CLI'ın --seed seçeneği ve solana-stake-accounts gibi) türetilen adreslerde oluşturulur; bu yüzden yedeklenmesi gereken yeni bir şey olmaz. Stake bir sonraki dönem sınırında etkinleşir, her dönem ödül kazanır ve 'deactivate' sonrasında bir sonraki sınıra kadar soğur; ardından 'withdraw' onu hesabınıza geri getirir. Her işlem imzalanmadan önce incelemeniz için gösterilir.",
        "Create a stake account with AMOUNT SOL and delegate it to a validator.":
            "AMOUNT SOL ile bir stake hesabı oluştur ve onu bir doğrulayıcıya devret.",
        "Refuses an amount below the cluster's minimum delegation, a wallet that cannot pay the amount, the rent-exempt reserve (kept in the stake account) and the fee, an unknown vote account, and a delinquent validator (unless --allow-delinquent). The review shows the rent, the minimum delegation and the epoch the stake becomes active, with an estimated time.":
            "Kümenin asgari delegasyonunun altındaki bir tutarı; tutarı, kira muafiyeti rezervini (stake hesabında kalır) ve ücreti ödeyemeyen bir cüzdanı; bilinmeyen bir oy hesabını ve gecikmiş bir doğrulayıcıyı (--allow-delinquent verilmedikçe) reddeder. İnceleme kirayı, asgari delegasyonu ve stake'in aktif olacağı dönemi tahmini zamanıyla gösterir.",
        "The SOL to stake (a decimal, e.g. 2.5).":
            "Stake edilecek SOL (ondalık sayı, örneğin 2.5).",
        "The validator's vote account (see solwallet validators).":
            "Doğrulayıcının oy hesabı (bkz. solwallet validators).",
        "Stake with a delinquent validator anyway.":
            "Gecikmiş bir doğrulayıcıyla yine de stake et.",
        "Use this address of your wallets (default: the first wallet's first account).":
            "Cüzdanlarınızın bu adresini kullan (varsayılan: ilk cüzdanın ilk hesabı).",
        "Your stake accounts: state, active and inactive amounts.":
            "Stake hesaplarınız: durum, aktif ve pasif tutarlar.",
        "States: activating (until the next epoch boundary), active (earning), deactivating (cooling down until the next boundary), inactive (withdrawable). Amounts are computed from the cluster's stake history as the runtime does.":
            "Durumlar: etkinleşiyor (bir sonraki dönem sınırına kadar), aktif (kazanıyor), devre dışı kalıyor (bir sonraki sınıra kadar soğuyor), pasif (çekilebilir). Tutarlar, çalışma zamanının yaptığı gibi kümenin stake geçmişinden hesaplanır.",
        "List the stake accounts of this address of your wallets (default: the first account).":
            "Cüzdanlarınızın bu adresine ait stake hesaplarını listele (varsayılan: ilk hesap).",
        "Deactivate (unstake) a stake account; withdraw it after the cooldown.":
            "Bir stake hesabını devre dışı bırak (stake'i sonlandır); soğuma süresinden sonra çek.",
        "Deactivation is all or nothing per account: split first to unstake a part.":
            "Devre dışı bırakma hesap başına ya hep ya hiçtir: bir kısmını sonlandırmak için önce hesabı ayırın.",
        "The stake account.":
            "Stake hesabı.",
        "Withdraw inactive SOL from a stake account to your account.":
            "Bir stake hesabındaki pasif SOL'u hesabınıza çek.",
        "Without AMOUNT, everything withdrawable: the whole balance of an inactive account (which closes it). Refuses while the stake is active, activating or cooling down: deactivate it and wait for the boundary.":
            "AMOUNT verilmezse çekilebilecek her şey: pasif bir hesabın tüm bakiyesi (bu, hesabı kapatır). Stake aktifken, etkinleşirken ya da soğurken reddeder: devre dışı bırakın ve dönem sınırını bekleyin.",
        "SOL to withdraw (default: everything withdrawable).":
            "Çekilecek SOL (varsayılan: çekilebilecek her şey).",
        "Move AMOUNT SOL of a stake account into a new one (same validator).":
            "Bir stake hesabından AMOUNT SOL'u yeni bir stake hesabına taşı (aynı doğrulayıcı).",
        "Both parts must stay at or above the minimum delegation. Use it to unstake a part.":
            "İki parça da asgari delegasyonda ya da üzerinde kalmalıdır. Bir kısmının stake'ini sonlandırmak için kullanın.",
        "The stake account to split.":
            "Ayrılacak stake hesabı.",
        "The SOL to move into the new account.":
            "Yeni hesaba taşınacak SOL.",
        "Merge SOURCE into DESTINATION (SOURCE is closed).":
            "SOURCE hesabını DESTINATION ile birleştir (SOURCE kapatılır).",
        "Both must be inactive, both activating in the same epoch, or both fully active, to the same validator, with the same authorities; an account that is partly activating or deactivating cannot be merged.":
            "İkisi de pasif, ikisi de aynı dönemde etkinleşiyor ya da ikisi de tamamen aktif olmalı, aynı doğrulayıcıya devredilmiş ve yetkilileri aynı olmalıdır; kısmen etkinleşen ya da devre dışı kalmakta olan bir hesap birleştirilemez.",
        "The account that remains.":
            "Kalan hesap.",
        "The account merged and closed.":
            "Birleştirilip kapatılan hesap.",
        "Staking rewards of your stake accounts, per epoch.":
            "Stake hesaplarınızın dönem başına stake ödülleri.",
        "From getInflationReward, for the last N finished epochs (newest first).":
            "getInflationReward verisinden, tamamlanmış son N dönem için (en yenisi önce).",
        "How many finished epochs to show (1…50).":
            "Gösterilecek tamamlanmış dönem sayısı (1…50).",
        "The rewards of this address of your wallets (default: the first account).":
            "Cüzdanlarınızın bu adresinin ödülleri (varsayılan: ilk hesap).",
        "Manage your token accounts.":
            "Token hesaplarınızı yönet.",
        "Close your empty token accounts and get their rent back.":
            "Boş token hesaplarınızı kapat ve kiralarını geri al.",
        "Every token account keeps about 0.002 SOL of rent while it exists, even when it holds nothing. This closes the ones holding 0 tokens (SPL Token and Token-2022) that your account can close alone, at most 20 per transaction, after showing what the simulated transaction does. Receiving that token again creates the account again.":
            "Her token hesabı, hiçbir şey tutmasa bile var olduğu sürece yaklaşık 0.002 SOL kira tutar. Bu komut, hesabınızın tek başına kapatabildiği ve 0 token tutan hesapları (SPL Token ve Token-2022), simüle edilen işlemin ne yaptığını gösterdikten sonra, işlem başına en fazla 20 tane olmak üzere kapatır. O tokenı yeniden almak hesabı yeniden oluşturur.",
        "Leave a token out of your balances (nothing changes on chain).":
            "Bir tokenı bakiyelerinizin dışında bırak (zincirde hiçbir şey değişmez).",
        "The balance says how many tokens it leaves out; 'solwallet token unhide MINT' shows one again.":
            "Bakiye kaç tokenı dışarıda bıraktığını söyler; 'solwallet token unhide MINT' birini yeniden gösterir.",
        "The token's mint (the full address the balance shows).":
            "Tokenın mint adresi (bakiyenin gösterdiği tam adres).",
        "Show a hidden token in your balances again.":
            "Gizli bir tokenı bakiyelerinizde yeniden göster.",
        "Also shows a token the token-filter rule hides (dust of a mint without a name): your choice wins over the rule. 'solwallet balance --all' lists the hidden tokens with why each is hidden.":
            "token-filter kuralının gizlediği bir tokenı da (adı olmayan bir mint'in tozu) gösterir: sizin seçiminiz kurala üstün gelir. 'solwallet balance --all' gizli tokenları her birinin neden gizlendiğiyle birlikte listeler.",
        "The token's mint.":
            "Tokenın mint adresi.",
        "List the tokens left out of your balances, with why each is hidden.":
            "Bakiyelerinizin dışında bırakılan tokenları, her birinin neden gizlendiğiyle birlikte listele.",
        "The mints you hid ('solwallet token hide'), and the token accounts of the account that the token-filter rule hides right now (read from the cluster, else the cached balance), each with its reason. Without an account and without a wallet, only the mints you hid.":
            "Gizlediğiniz mint'ler ('solwallet token hide') ve hesabın token-filter kuralının şu anda gizlediği token hesapları (kümeden, olmazsa kayıtlı bakiyeden okunur), her biri nedeniyle birlikte. Hesap ve cüzdan yoksa yalnızca gizlediğiniz mint'ler.",
        "Show the wallet in your browser: a local dashboard on 127.0.0.1.":
            "Cüzdanı tarayıcınızda göster: 127.0.0.1 üzerinde yerel bir panel.",
        "Prints a link with a one-time token (like Jupyter): open it in this machine's browser. It works once and gives that browser a session cookie; anyone else gets \"not signed in\". The server listens on 127.0.0.1 only, refuses other Host and Origin headers, checks a CSRF token on every form, and sends a strict Content-Security-Policy. The seed phrase is shown only on the export screen, after the password. After --idle-lock seconds without a request the dashboard locks until the password is entered again. Every screen works without JavaScript; one small script updates the balance live. Stop with Ctrl-C.\n\nImages an Action or a coin names (icons, logos) are fetched by the dashboard, never by the browser, and never from this machine or a private network; $SOLWALLET_PRIVATE_IMAGE_HOSTS (host names, comma separated) lists hosts that may be (an image server of your own).":
            "Tek kullanımlık bir belirteç içeren bir bağlantı yazdırır (Jupyter gibi): onu bu makinenin tarayıcısında açın. Bağlantı bir kez çalışır ve o tarayıcıya bir oturum çerezi verir; başka herkes \"oturum açılmadı\" yanıtı alır. Sunucu yalnızca 127.0.0.1 üzerinde dinler, başka Host ve Origin başlıklarını reddeder, her formda bir CSRF belirteci denetler ve katı bir Content-Security-Policy gönderir. Kurtarma ifadesi yalnızca dışa aktarma ekranında, paroladan sonra gösterilir. --idle-lock saniye boyunca istek gelmezse panel, parola yeniden girilene kadar kilitlenir. Her ekran JavaScript olmadan çalışır; küçük bir betik bakiyeyi canlı günceller. Ctrl-C ile durdurun.\n\nBir Action'ın ya da bir coinin adını verdiği görseller (simgeler, logolar) tarayıcı tarafından değil panel tarafından indirilir ve asla bu makineden ya da özel bir ağdan indirilmez; $SOLWALLET_PRIVATE_IMAGE_HOSTS (virgülle ayrılmış sunucu adları) buna izin verilen sunucuları listeler (örneğin kendi görsel sunucunuz).",
        "The port on 127.0.0.1 (0: any free port).":
            "127.0.0.1 üzerindeki port (0: herhangi bir boş port).",
        "Lock the dashboard after this many seconds without a request (1–86400).":
            "Bu kadar saniye boyunca istek gelmezse paneli kilitle (1–86400).",
        "Sign an off-chain message, or verify a signature of one.":
            "Zincir dışı bir mesajı imzala ya da böyle bir mesajın imzasını doğrula.",
        "Sign an off-chain message with one of your accounts, after a review.":
            "Bir incelemenin ardından, hesaplarınızdan biriyle zincir dışı bir mesaj imzala.",
        "Prints the signature in base58, as `solana sign-offchain-message` does. The review shows the text exactly (control and invisible characters escaped). Refuses text past its format's limits, and bytes that parse as a Solana transaction.":
            "İmzayı `solana sign-offchain-message` gibi base58 olarak yazdırır. İnceleme metni aynen gösterir (denetim ve görünmez karakterler kaçışlı). Biçiminin sınırlarını aşan metni ve bir Solana işlemi olarak çözümlenen baytları reddeder.",
        "The message text (or --file).":
            "Mesaj metni (ya da --file).",
        "Read the message from this file (UTF-8, taken exactly: a final newline is part of it).":
            "Mesajı bu dosyadan oku (UTF-8, olduğu gibi alınır: sondaki satır sonu da mesajın parçasıdır).",
        "The message layout: 'v0' (the current spec, what the Solana CLI 3.x signs; default for sign), 'legacy' (the v0 header of the Solana CLI up to 2.x), or 'v1'. Verify tries v0, then legacy, unless given.":
            "Mesaj düzeni: 'v0' (güncel belirtim, Solana CLI 3.x'in imzaladığı; sign için varsayılan), 'legacy' (Solana CLI'ın 2.x'e kadarki v0 başlığı) ya da 'v1'. Verilmediyse verify önce v0'ı, sonra legacy'yi dener.",
        "The v0 format: 'ascii' (restricted ASCII, what a hardware wallet shows), 'utf8' (up to 1,232 bytes) or 'extended' (up to 65,535 bytes). Default: the first that holds the text.":
            "v0 biçimi: 'ascii' (kısıtlı ASCII, donanım cüzdanlarının gösterebildiği), 'utf8' (en fazla 1.232 bayt) ya da 'extended' (en fazla 65.535 bayt). Varsayılan: metni sığdıran ilk biçim.",
        "The v0 application domain (32 bytes in base58; default all zero, as the Solana CLI).":
            "v0 uygulama alanı (base58 olarak 32 bayt; varsayılan, Solana CLI'daki gibi tümü sıfır).",
        "Sign with this account of your wallets: an address, a label or a wallet name.":
            "Cüzdanlarınızın bu hesabıyla imzala: bir adres, etiket ya da cüzdan adı.",
        "Verify a signature of an off-chain message.":
            "Zincir dışı bir mesajın imzasını doğrula.",
        "Prints \"Signature is valid\", as `solana verify-offchain-signature` does, and exits 0; otherwise exits 1. Without --layout, a signature made by either generation of the Solana CLI verifies (the current v0, then the legacy header).":
            "`solana verify-offchain-signature` gibi \"İmza geçerli\" yazdırır ve 0 ile çıkar; aksi halde 1 ile çıkar. --layout verilmezse Solana CLI'ın iki kuşağından biriyle atılmış bir imza doğrulanır (önce güncel v0, sonra legacy başlık).",
        "The signature (base58).":
            "İmza (base58).",
        "The signer's address (base58).":
            "İmzalayanın adresi (base58).",
        "Sign in to a dApp (Sign-In With Solana), or verify a sign-in.":
            "Bir dApp'e giriş yap (Sign-In With Solana) ya da bir girişi doğrula.",
        "Sign in to a dApp: check its request, review, sign.":
            "Bir dApp'e giriş yap: isteğini denetle, incele, imzala.",
        "REQUEST.json is the dApp's SolanaSignInInput (every field optional), or {\"origin\": URL, \"input\": {…}}. The domain must be the origin's (--origin, or the request's; both given must agree), the chain the cluster's (--url), issued-at within 10 minutes of now, and now within not-before and expiration. Prints the Wallet Standard's SolanaSignInOutput as JSON (signature base58, signed message base64), which `solwallet sign-in verify` and the dApp's verifySignIn accept.":
            "REQUEST.json, dApp'in SolanaSignInInput nesnesidir (her alan isteğe bağlı) ya da {\"origin\": URL, \"input\": {…}}. Alan adı kaynağınki (--origin ya da isteğinki; ikisi de verildiyse uyuşmalıdır), zincir kümeninki (--url) olmalı; issued-at şu andan en fazla 10 dakika uzakta olmalı ve şu an not-before ile expiration arasında kalmalıdır. Wallet Standard'ın SolanaSignInOutput nesnesini JSON olarak yazdırır (imza base58, imzalı mesaj base64); `solwallet sign-in verify` ve dApp'in verifySignIn işlevi bunu kabul eder.",
        "The dApp's sign-in request (JSON; - for standard input).":
            "dApp'in giriş isteği (JSON; standart girdi için -).",
        "The page asking to sign in (https://…); checked against the request's domain.":
            "Giriş isteyen sayfa (https://…); isteğin alan adıyla karşılaştırılır.",
        "Sign in with this account of your wallets: an address, a label or a wallet name.":
            "Cüzdanlarınızın bu hesabıyla giriş yap: bir adres, etiket ya da cüzdan adı.",
        "SIWS 1.1: sign the text inside an off-chain message v1 envelope.":
            "SIWS 1.1: metni zincir dışı bir v1 mesaj zarfının içinde imzala.",
        "Verify a sign-in output against the request (the dApp's side).":
            "Bir giriş çıktısını istekle karşılaştırarak doğrula (dApp tarafı).",
        "Checks what the Wallet Standard's verifySignIn checks — the signed message parses, agrees with the request (domain and address when given, every other field exactly), and carries the account's signature — and the time window (unless --ignore-time). Prints \"Sign-in is valid: …\" and exits 0; otherwise says why and exits 1.":
            "Wallet Standard'ın verifySignIn işlevinin denetlediklerini — imzalı mesajın çözümlendiğini, istekle uyuştuğunu (verildiyse alan adı ve adres, diğer her alan birebir) ve hesabın imzasını taşıdığını — ve zaman aralığını (--ignore-time verilmedikçe) denetler. \"Giriş geçerli: …\" yazdırır ve 0 ile çıkar; aksi halde nedenini söyler ve 1 ile çıkar.",
        "The wallet's SolanaSignInOutput (JSON; - for standard input).":
            "Cüzdanın SolanaSignInOutput nesnesi (JSON; standart girdi için -).",
        "The sign-in request the dApp sent (its SolanaSignInInput JSON).":
            "dApp'in gönderdiği giriş isteği (SolanaSignInInput JSON'u).",
        "Do not check issued-at, not-before and expiration against now.":
            "issued-at, not-before ve expiration alanlarını şu anki zamana göre denetleme.",
        "Work with program IDLs (Codama and Anchor).":
            "Program IDL'leriyle çalış (Codama ve Anchor).",
        "Generate Swift sources for a program from its IDL.":
            "Bir program için IDL'inden Swift kaynak kodu üret.",
        "Writes one file per instruction, account and defined type, plus the program id, its PDAs and its errors, under DIR (Instructions/, Accounts/, Types/). The output is deterministic; every file starts with \"// Generated by solwallet idl generate — do not edit\", and only such files are replaced (--force replaces any).\nExample: solwallet idl generate idl.json --module Token --out Sources/TokenClient":
            "DIR altına (Instructions/, Accounts/, Types/) her talimat, hesap ve tanımlı tür için birer dosya, ayrıca program kimliğini, PDA'larını ve hatalarını yazar. Çıktı deterministiktir; her dosya \"// Generated by solwallet idl generate — do not edit\" satırıyla başlar ve yalnızca bu tür dosyaların üzerine yazılır (--force her dosyanın üzerine yazar).\nÖrnek: solwallet idl generate idl.json --module Token --out Sources/TokenClient",
        "The IDL file (Codama rootNode or Anchor JSON).":
            "IDL dosyası (Codama rootNode ya da Anchor JSON).",
        "The name the generated types are prefixed with.":
            "Üretilen türlerin önüne eklenecek ad.",
        "The directory to write to (created if needed).":
            "Yazılacak dizin (gerekirse oluşturulur).",
        "Replace files that were not generated by this command.":
            "Bu komutun üretmediği dosyaların da üzerine yaz.",
        "Register a program's IDL: tx decode, tx show and the signing review then name its instructions.":
            "Bir programın IDL'ini kaydet: ardından tx decode, tx show ve imzalama incelemesi talimatlarını adlarıyla gösterir.",
        "The IDL (Codama rootNode or Anchor >= 0.30) is read in full and kept under the wallet's data directory, keyed by its program id. Naming is for display only: an instruction a registered IDL names is still one the wallet cannot vouch for, and a payment still refuses it.\nExample: solwallet idl add target/idl/vault.json":
            "IDL (Codama rootNode ya da Anchor >= 0.30) tamamen okunur ve program kimliğiyle anahtarlanarak cüzdanın veri dizininde saklanır. Adlandırma yalnızca gösterim içindir: kayıtlı bir IDL'in adlandırdığı bir talimata cüzdan yine de kefil olamaz ve bir ödeme onu yine reddeder.\nÖrnek: solwallet idl add target/idl/vault.json",
        "Replace an IDL already registered for the same program.":
            "Aynı program için zaten kayıtlı olan IDL'i değiştir.",
        "List the registered program IDLs.":
            "Kayıtlı program IDL'lerini listele.",
        "Remove the registered IDL of a program.":
            "Bir programın kayıtlı IDL'ini kaldır.",
        "The program id.":
            "Program kimliği.",
        "Show subcommand help information.":
            "Alt komut yardım bilgisini göster.",
        "OVERVIEW:":
            "GENEL BAKIŞ:",
        "USAGE:":
            "KULLANIM:",
        "ARGUMENTS:":
            "ARGÜMANLAR:",
        "OPTIONS:":
            "SEÇENEKLER:",
        "SUBCOMMANDS:":
            "ALT KOMUTLAR:",
        "(default: ":
            "(varsayılan: ",
        "; default: ":
            "; varsayılan: ",
        "(values: ":
            "(değerler: ",
        "Help:  ":
            "Yardım:  ",
        "Usage: ":
            "Kullanım: ",
        "See '{1} <subcommand>' for detailed help.":
            "Ayrıntılı yardım için '{1} <subcommand>' komutuna bakın.",
        "See '{1} --help' for more information.":
            "Daha fazla bilgi için '{1} --help' komutuna bakın.",
        "Missing expected argument '{1}'":
            "Beklenen '{1}' argümanı eksik",
        "Missing one of: '{1}'":
            "Şunlardan biri eksik: '{1}'",
        "Missing value for '{1}'":
            "'{1}' için değer eksik",
        "Unknown option '{1}'. Did you mean '{2}'?":
            "Bilinmeyen seçenek '{1}'. '{2}' mi demek istediniz?",
        "Unknown option '{1}'":
            "Bilinmeyen seçenek '{1}'",
        "Unexpected argument '{1}'":
            "Beklenmeyen argüman '{1}'",
        "{1} unexpected arguments: '{2}'":
            "{1} beklenmeyen argüman: '{2}'",
        "Invalid option: {1}":
            "Geçersiz seçenek: {1}",
        "Missing required subcommand.":
            "Gerekli alt komut eksik.",
        "The option '{1}' does not take any value, but '{2}' was specified.":
            "'{1}' seçeneği değer almaz, ancak '{2}' verildi.",
        "The value '{1}' is invalid for '{2}'. Please provide one of {3}.":
            "'{1}' değeri '{2}' için geçersiz. Lütfen şunlardan birini verin: {3}.",
        "The value '{1}' is invalid for '{2}'. Please provide one of the following:{3}":
            "'{1}' değeri '{2}' için geçersiz. Lütfen aşağıdakilerden birini verin:{3}",
        "The value '{1}' is invalid for '{2}': {3}":
            "'{1}' değeri '{2}' için geçersiz: {3}",
        "The value '{1}' is invalid for '{2}'":
            "'{1}' değeri '{2}' için geçersiz",
        "Value to be set with {1} had already been set with {2}":
            "{1} ile ayarlanacak değer zaten {2} ile ayarlanmıştı",
    ]
}
