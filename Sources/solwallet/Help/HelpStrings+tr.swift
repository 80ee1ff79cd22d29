// The help texts of `solwallet` in Turkish, keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing tr`.

extension HelpStrings {
    /// Turkish.
    static let tr: [String: String] = [
        "A Solana wallet and toolbox for the terminal.":
            "Terminal için bir Solana cüzdanı ve araç kutusu.",
        "Every command takes --json for one JSON object on stdout. Errors go to stderr (\"error: …\", or {\"error\": …, \"code\": …} with --json). Exit status: 0 ok, 1 bad input, arguments or files, 2 network or cluster error.":
            "Her komut, stdout'a tek bir JSON nesnesi yazması için --json alır. Hatalar stderr'e gider (\"error: …\" ya da --json ile {\"error\": …, \"code\": …}). Çıkış durumu: 0 başarılı, 1 hatalı girdi, argüman ya da dosya, 2 ağ ya da küme hatası.",
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
            "Kurtarma ifadeleri ve parola ifadeleri, --phrase açıkça verilmedikçe asla komut satırından (diğer kullanıcılar orayı görebilir) değil, standart girdiden ya da bir istemden okunur.",
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
    ]
}
