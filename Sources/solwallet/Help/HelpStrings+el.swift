// The help texts of `solwallet` in Greek, keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing el`.

extension HelpStrings {
    /// Greek.
    static let el: [String: String] = [
        "A Solana wallet and toolbox for the terminal.":
            "Πορτοφόλι Solana και εργαλειοθήκη για το τερματικό.",
        "Every command takes --json for one JSON object on stdout. Errors go to stderr (\"error: …\", or {\"error\": …, \"code\": …} with --json). Exit status: 0 ok, 1 bad input, arguments or files, 2 network or cluster error.":
            "Κάθε εντολή δέχεται --json για ένα αντικείμενο JSON στο stdout. Τα σφάλματα πηγαίνουν στο stderr (\"error: …\" ή, με --json, {\"error\": …, \"code\": …}). Κωδικός εξόδου: 0 επιτυχία, 1 μη έγκυρη είσοδος, μη έγκυρα ορίσματα ή αρχεία, 2 σφάλμα δικτύου ή cluster.",
        "Show the version.":
            "Εμφάνιση της έκδοσης.",
        "Show help information.":
            "Εμφάνιση πληροφοριών βοήθειας.",
        "Check addresses and derive program and token account addresses.":
            "Έλεγχος διευθύνσεων και παραγωγή διευθύνσεων προγραμμάτων και λογαριασμών token.",
        "Find a program-derived address and its bump (like `solana find-program-derived-address`).":
            "Εύρεση διεύθυνσης παραγόμενης από πρόγραμμα (PDA) και του bump της (όπως το `solana find-program-derived-address`).",
        "Seeds: string:TEXT (UTF-8), pubkey:BASE58 (32 bytes), hex:HEX, u8:N, u16le:N, u32le:N, u64le:N.\nExample: solwallet address find-pda TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA string:metadata u8:7":
            "Σπόροι: string:TEXT (UTF-8), pubkey:BASE58 (32 byte), hex:HEX, u8:N, u16le:N, u32le:N, u64le:N.\nΠαράδειγμα: solwallet address find-pda TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA string:metadata u8:7",
        "The program id (base58).":
            "Το αναγνωριστικό του προγράμματος (base58).",
        "Seeds, each TYPE:VALUE.":
            "Οι σπόροι, ο καθένας ως TYPE:VALUE.",
        "Print one JSON object instead of text (format: docs/json-output.md); errors as JSON on stderr.":
            "Εκτύπωση ενός αντικειμένου JSON αντί για κείμενο (μορφή: docs/json-output.md)· τα σφάλματα ως JSON στο stderr.",
        "json or json-compact: the same as --json (as the Solana CLI spells it).":
            "json ή json-compact: το ίδιο με το --json (όπως το γράφει το Solana CLI).",
        "Language of the text: en, pt, el or tr (default: $LANGUAGE, $LC_ALL, $LANG; else en).":
            "Γλώσσα του κειμένου: en, pt, el ή tr (προεπιλογή: $LANGUAGE, $LC_ALL, $LANG· αλλιώς en).",
        "Colour in the text output (never when $NO_COLOR is set).":
            "Χρώμα στην έξοδο κειμένου (ποτέ όταν έχει οριστεί η $NO_COLOR).",
        "The associated token account of an owner for a mint.":
            "Ο συσχετισμένος λογαριασμός token ενός κατόχου για ένα mint.",
        "The wallet address that owns the tokens.":
            "Η διεύθυνση του πορτοφολιού στο οποίο ανήκουν τα token.",
        "The token mint.":
            "Το mint του token.",
        "The mint belongs to Token-2022 (a different address).":
            "Το mint ανήκει στο Token-2022 (άλλη διεύθυνση).",
        "Whether an address is valid, and whether it is on the ed25519 curve (a wallet) or off it (a PDA).":
            "Αν μια διεύθυνση είναι έγκυρη και αν βρίσκεται πάνω στην καμπύλη ed25519 (πορτοφόλι) ή εκτός αυτής (PDA).",
        "Exit status 0 when valid, 1 when not.":
            "Κωδικός εξόδου 0 όταν είναι έγκυρη, 1 όταν δεν είναι.",
        "The address (base58).":
            "Η διεύθυνση (base58).",
        "Create, recover, derive, inspect and grind keypairs (like solana-keygen).":
            "Δημιουργία, ανάκτηση, παραγωγή, έλεγχος και αναζήτηση (grind) ζευγών κλειδιών (όπως το solana-keygen).",
        "Seed phrases and passphrases are read from standard input or a prompt, never from the command line (other users can see it), unless you pass --phrase explicitly.":
            "Οι φράσεις ανάκτησης και οι φράσεις πρόσβασης διαβάζονται από την τυπική είσοδο ή από προτροπή, ποτέ από τη γραμμή εντολών (τη βλέπουν άλλοι χρήστες), εκτός αν δώσετε ρητά --phrase.",
        "Generate a new seed phrase and write its keypair file.":
            "Δημιουργία νέας φράσης ανάκτησης και εγγραφή του αρχείου ζεύγους κλειδιών της.",
        "Default derivation: none (seed[0..32]), as solana-keygen new. Phantom, Solflare and Backpack show a different address for the same phrase: use --preset phantom to get theirs.":
            "Προεπιλεγμένη παραγωγή: καμία (seed[0..32]), όπως στο solana-keygen new. Τα Phantom, Solflare και Backpack δείχνουν άλλη διεύθυνση για την ίδια φράση: χρησιμοποιήστε --preset phantom για να πάρετε τη δική τους.",
        "Number of words: 12, 15, 18, 21 or 24 (--word-count as solana-keygen spells it).":
            "Αριθμός λέξεων: 12, 15, 18, 21 ή 24 (--word-count όπως το γράφει το solana-keygen).",
        "Wordlist language (or its ISO code: en, es, zh…).":
            "Γλώσσα της λίστας λέξεων (ή ο κωδικός ISO της: en, es, zh…).",
        "Read a BIP39 passphrase from line 1 of stdin (on a terminal: a prompt, asked twice).":
            "Ανάγνωση φράσης πρόσβασης BIP39 από τη γραμμή 1 της τυπικής εισόδου (σε τερματικό: προτροπή, που ζητείται δύο φορές).",
        "A missing line is an error; an empty line is an empty passphrase.":
            "Γραμμή που λείπει είναι σφάλμα· κενή γραμμή είναι κενή φράση πρόσβασης.",
        "No BIP39 passphrase: the default here, accepted as solana-keygen spells it.":
            "Χωρίς φράση πρόσβασης BIP39: η προεπιλογή εδώ, δεκτό όπως το γράφει το solana-keygen.",
        "A SLIP-0010 path, all components hardened, e.g. m/44'/501'/0'/0' (h or H may replace ').":
            "Διαδρομή SLIP-0010, με όλα τα στοιχεία ενισχυμένα (hardened), π.χ. m/44'/501'/0'/0' (το h ή το H μπορεί να αντικαταστήσει το ').",
        "A wallet's scheme: phantom (also Solflare, Backpack: m/44'/501'/i'/0'), ledger-live (also Trust Wallet: m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (no derivation: seed[0..32], the default).":
            "Το σχήμα ενός πορτοφολιού: phantom (και Solflare, Backpack: m/44'/501'/i'/0'), ledger-live (και Trust Wallet: m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (χωρίς παραγωγή: seed[0..32], η προεπιλογή).",
        "The account index i for --preset phantom or ledger-live.":
            "Ο δείκτης λογαριασμού i για --preset phantom ή ledger-live.",
        "Where to write the keypair file (default: ~/.config/solana/id.json).":
            "Πού θα γραφτεί το αρχείο ζεύγους κλειδιών (προεπιλογή: ~/.config/solana/id.json).",
        "Only print the public key; write no file.":
            "Μόνο εκτύπωση του δημόσιου κλειδιού· δεν γράφεται αρχείο.",
        "Overwrite the output file if it exists.":
            "Αντικατάσταση του αρχείου εξόδου αν υπάρχει.",
        "Recover a keypair file from a seed phrase (and passphrase).":
            "Ανάκτηση αρχείου ζεύγους κλειδιών από φράση ανάκτησης (και φράση πρόσβασης).",
        "Default derivation: none (seed[0..32]), as solana-keygen recover. Run `keygen derive` to see every scheme's address.":
            "Προεπιλεγμένη παραγωγή: καμία (seed[0..32]), όπως στο solana-keygen recover. Εκτελέστε `keygen derive` για να δείτε τη διεύθυνση κάθε σχήματος.",
        "Read the seed phrase from stdin (line 1 if --passphrase-stdin too).":
            "Ανάγνωση της φράσης ανάκτησης από την τυπική είσοδο (γραμμή 1 αν δοθεί και --passphrase-stdin).",
        "Read a BIP39 passphrase: line 1 of stdin, or line 2 when the phrase is line 1 (a prompt on a terminal).":
            "Ανάγνωση φράσης πρόσβασης BIP39: γραμμή 1 της τυπικής εισόδου ή γραμμή 2 όταν η φράση ανάκτησης είναι στη γραμμή 1 (προτροπή σε τερματικό).",
        "The seed phrase on the command line. Unsafe: other users can see it; prefer --phrase-stdin.":
            "Η φράση ανάκτησης στη γραμμή εντολών. Μη ασφαλές: τη βλέπουν άλλοι χρήστες· προτιμήστε το --phrase-stdin.",
        "Show the address of a seed phrase under every wallet's scheme, for accounts 0..N-1.":
            "Εμφάνιση της διεύθυνσης μιας φράσης ανάκτησης σε κάθε σχήμα πορτοφολιού, για τους λογαριασμούς 0..N-1.",
        "Use it to find where a phrase's funds are: each wallet derives other addresses from the same phrase.":
            "Χρησιμοποιήστε το για να βρείτε πού βρίσκονται τα κεφάλαια μιας φράσης: κάθε πορτοφόλι παράγει άλλες διευθύνσεις από την ίδια φράση.",
        "Accounts per scheme (0..N-1) for the schemes that have accounts.":
            "Λογαριασμοί ανά σχήμα (0..N-1) για τα σχήματα που έχουν λογαριασμούς.",
        "Print the public key of a keypair file.":
            "Εκτύπωση του δημόσιου κλειδιού ενός αρχείου ζεύγους κλειδιών.",
        "The keypair file (default: ~/.config/solana/id.json).":
            "Το αρχείο ζεύγους κλειδιών (προεπιλογή: ~/.config/solana/id.json).",
        "Check that a keypair file holds the secret key of a public key.":
            "Έλεγχος ότι ένα αρχείο ζεύγους κλειδιών περιέχει το μυστικό κλειδί ενός δημόσιου κλειδιού.",
        "Exit status 0 when it does, 1 when not.":
            "Κωδικός εξόδου 0 όταν το περιέχει, 1 όταν όχι.",
        "The public key (base58).":
            "Το δημόσιο κλειδί (base58).",
        "Grind for a keypair whose address starts and/or ends with given text.":
            "Αναζήτηση (grind) ζεύγους κλειδιών του οποίου η διεύθυνση αρχίζει ή/και τελειώνει με δοσμένο κείμενο.",
        "Writes <ADDRESS>.json in the current directory (or --outfile). Each extra character makes the search 58 times longer (about 29 times with --ignore-case for letters).":
            "Γράφει το <ADDRESS>.json στον τρέχοντα κατάλογο (ή στο --outfile). Κάθε επιπλέον χαρακτήρας κάνει την αναζήτηση 58 φορές μεγαλύτερη (περίπου 29 φορές με --ignore-case για γράμματα).",
        "The address prefix.":
            "Το πρόθεμα της διεύθυνσης.",
        "The address suffix.":
            "Η κατάληξη της διεύθυνσης.",
        "Match upper and lower case alike.":
            "Χωρίς διάκριση κεφαλαίων και πεζών.",
        "Worker threads, 1 to 8 (default: one per core).":
            "Νήματα εργασίας, από 1 έως 8 (προεπιλογή: ένα ανά πυρήνα).",
        "Where to write the keypair file (default: ./<ADDRESS>.json).":
            "Πού θα γραφτεί το αρχείο ζεύγους κλειδιών (προεπιλογή: ./<ADDRESS>.json).",
        "Write no file; print the base58 secret key instead (unsafe).":
            "Χωρίς εγγραφή αρχείου· αντί γι’ αυτό εκτυπώνεται το μυστικό κλειδί σε base58 (μη ασφαλές).",
        "Write a keypair file from a base58 64-byte secret key (the format Phantom and Solflare export).":
            "Εγγραφή αρχείου ζεύγους κλειδιών από μυστικό κλειδί 64 byte σε base58 (τη μορφή που εξάγουν τα Phantom και Solflare).",
        "The key is read from stdin, or a prompt with echo off; never from the command line.":
            "Το κλειδί διαβάζεται από την τυπική είσοδο ή από προτροπή χωρίς εμφάνιση των χαρακτήρων· ποτέ από τη γραμμή εντολών.",
        "Decode transactions, or show one from the cluster.":
            "Αποκωδικοποίηση συναλλαγών ή εμφάνιση μίας από το cluster.",
        "Decode a wire transaction (base64 or base58, legacy or v0) to JSON.":
            "Αποκωδικοποίηση σειριοποιημένης συναλλαγής (base64 ή base58, legacy ή v0) σε JSON.",
        "Shows the version, each signature and whether it verifies, the header, the accounts with their flags, the lookups, the blockhash and every instruction decoded (System, SPL Token, Token-2022, ATA, Memo, Compute Budget, Stake, Address Lookup Table; programs with an IDL registered by `solwallet idl add` by their IDL's names, accounts and arguments; other programs as program, accounts and data hex).\nExample: solwallet tx decode AaVuv85C…   or   … | solwallet tx decode -":
            "Δείχνει την έκδοση, κάθε υπογραφή και αν επαληθεύεται, την κεφαλίδα, τους λογαριασμούς με τις σημαίες τους, τις αναζητήσεις σε πίνακες, το blockhash και κάθε εντολή αποκωδικοποιημένη (System, SPL Token, Token-2022, ATA, Memo, Compute Budget, Stake, Address Lookup Table· προγράμματα με IDL καταχωρισμένο με `solwallet idl add` με τα ονόματα, τους λογαριασμούς και τα ορίσματα του IDL τους· τα υπόλοιπα προγράμματα ως πρόγραμμα, λογαριασμοί και δεδομένα σε hex).\nΠαράδειγμα: solwallet tx decode AaVuv85C…   ή   … | solwallet tx decode -",
        "The transaction as base64 or base58, or - to read it from stdin.":
            "Η συναλλαγή σε base64 ή base58, ή - για ανάγνωση από την τυπική είσοδο.",
        "Resolve a v0 lookup table: TABLE=ADDRESS,ADDRESS,… (its addresses in order). Repeatable.":
            "Επίλυση πίνακα αναζήτησης v0: TABLE=ADDRESS,ADDRESS,… (οι διευθύνσεις του με τη σειρά). Επαναλήψιμο.",
        "Keep every wallet file under this directory (default: $SOLWALLET_HOME, else XDG).":
            "Φύλαξη κάθε αρχείου του πορτοφολιού κάτω από αυτόν τον κατάλογο (προεπιλογή: $SOLWALLET_HOME, αλλιώς XDG).",
        "One transaction in full: status, fee, balance changes of every account, tokens, memo, logs.":
            "Μία συναλλαγή πλήρως: κατάσταση, τέλος, μεταβολές υπολοίπου κάθε λογαριασμού, token, σημείωση, καταγραφές.",
        "The transaction's signature.":
            "Η υπογραφή της συναλλαγής.",
        "Describe it from this address's side (default: the fee payer).":
            "Περιγραφή από την πλευρά αυτής της διεύθυνσης (προεπιλογή: αυτός που πληρώνει το τέλος).",
        "Cluster: mainnet-beta, devnet, testnet, localhost (m/d/t/l) or an RPC URL. Default: $SOLWALLET_URL or mainnet-beta.":
            "Cluster: mainnet-beta, devnet, testnet, localhost (m/d/t/l) ή διεύθυνση URL κόμβου RPC. Προεπιλογή: $SOLWALLET_URL ή mainnet-beta.",
        "Commitment to read and wait at.":
            "Το επίπεδο επιβεβαίωσης (commitment) στο οποίο γίνονται η ανάγνωση και η αναμονή.",
        "The SOL and token balances of an address (cached for offline use).":
            "Τα υπόλοιπα SOL και token μιας διεύθυνσης (αποθηκεύονται για χρήση εκτός σύνδεσης).",
        "Reads the cluster and keeps the answer in the wallet's database. When the cluster cannot be reached, the cached balance is shown with its age while it is younger than 7 days; older or none is an error. Never a 0 for \"unknown\". The cache is kept per cluster (known by its genesis hash, read once per URL): offline, only a balance saved on the same cluster is shown, and a URL never reached before has none. A test cluster's balance is shown with its badge ([devnet], [testnet], [localnet], [custom]). On mainnet-beta the value of SOL and of each priced token, and the total, are shown in the currency (--currency, else $SOLWALLET_CURRENCY, else the currency setting, else usd; prices from CoinGecko and Jupiter, cached); a test cluster's SOL is never valued. --no-value asks no price service. NFTs (no decimals, a supply of one, with a name) are listed apart as collectibles. Spam and dust are hidden by the token-filter setting (default unknown-dust: token accounts holding 0 or less than 0.001 of a token whose mint has no name; off or unknown change it: solwallet config set token-filter off), and the tokens you hid with 'solwallet token hide'; the balance says how many and why, --all lists them with the reason, and 'solwallet token unhide MINT' shows one whatever the rule says. --wide names an unnamed token by its full mint instead of \"BsmK…6zxZ\". With --watch it keeps running and prints the SOL balance at once and again each time it changes (from the cluster's account subscription, with a poll every 3 s behind it), until Ctrl-C; with --json, one JSON object per line.":
            "Διαβάζει το cluster και κρατά την απάντηση στη βάση δεδομένων του πορτοφολιού. Όταν το cluster δεν είναι προσβάσιμο, εμφανίζεται το αποθηκευμένο υπόλοιπο με την ηλικία του, εφόσον είναι νεότερο από 7 ημέρες· παλαιότερο ή κανένα είναι σφάλμα. Ποτέ 0 για το «άγνωστο». Η αποθήκευση γίνεται ανά cluster (που αναγνωρίζεται από το genesis hash του, το οποίο διαβάζεται μία φορά ανά URL): εκτός σύνδεσης εμφανίζεται μόνο υπόλοιπο αποθηκευμένο στο ίδιο cluster, και ένα URL που δεν ήταν ποτέ προσβάσιμο δεν έχει κανένα. Το υπόλοιπο ενός δοκιμαστικού cluster εμφανίζεται με την ένδειξή του ([devnet], [testnet], [localnet], [custom]). Στο mainnet-beta η αξία των SOL και κάθε token που έχει τιμή, καθώς και το σύνολο, εμφανίζονται στο νόμισμα (--currency, αλλιώς $SOLWALLET_CURRENCY, αλλιώς η ρύθμιση currency, αλλιώς usd· τιμές από CoinGecko και Jupiter, αποθηκευμένες)· τα SOL ενός δοκιμαστικού cluster δεν αποτιμώνται ποτέ. Με --no-value δεν ρωτιέται καμία υπηρεσία τιμών. Τα NFT (χωρίς δεκαδικά, με προσφορά ένα, με όνομα) εμφανίζονται χωριστά ως συλλεκτικά. Το spam και η σκόνη κρύβονται από τη ρύθμιση token-filter (προεπιλογή unknown-dust: λογαριασμοί token με 0 ή λιγότερο από 0.001 ενός token του οποίου το mint δεν έχει όνομα· το off ή το unknown την αλλάζουν: solwallet config set token-filter off), όπως και τα token που κρύψατε με 'solwallet token hide'· το υπόλοιπο λέει πόσα και γιατί, το --all τα εμφανίζει με τον λόγο, και το 'solwallet token unhide MINT' εμφανίζει ξανά ένα, ό,τι κι αν λέει ο κανόνας. Το --wide ονομάζει ένα token χωρίς όνομα με ολόκληρο το mint του αντί για «BsmK…6zxZ». Με --watch η εντολή συνεχίζει να εκτελείται και εκτυπώνει το υπόλοιπο SOL αμέσως και ξανά κάθε φορά που αλλάζει (από τη συνδρομή λογαριασμού του cluster, με ερώτηση κάθε 3 s ως εφεδρεία), μέχρι το Ctrl-C· με --json, ένα αντικείμενο JSON ανά γραμμή.",
        "An address, an account label, a wallet name or a contact (default: -k's, else the account setting, else the first wallet's first account).":
            "Διεύθυνση, ετικέτα λογαριασμού, όνομα πορτοφολιού ή επαφή (προεπιλογή: του -k, αλλιώς η ρύθμιση account, αλλιώς ο πρώτος λογαριασμός του πρώτου πορτοφολιού).",
        "Print lamports instead of SOL.":
            "Εκτύπωση σε lamports αντί για SOL.",
        "Keep running: print the SOL balance each time it changes (Ctrl-C stops).":
            "Συνεχής εκτέλεση: εκτύπωση του υπολοίπου SOL κάθε φορά που αλλάζει (διακοπή με Ctrl-C).",
        "The currency the value is shown in: usd, eur, brl, try, btc, … Default: $SOLWALLET_CURRENCY, else the currency setting, else usd.":
            "Το νόμισμα στο οποίο εμφανίζεται η αξία: usd, eur, brl, try, btc, … Προεπιλογή: $SOLWALLET_CURRENCY, αλλιώς η ρύθμιση currency, αλλιώς usd.",
        "Leave out the value in the currency (no price service is asked).":
            "Παράλειψη της αξίας στο νόμισμα (δεν ρωτιέται καμία υπηρεσία τιμών).",
        "Also list the hidden tokens (spam, dust, those you hid), with why each is hidden.":
            "Εμφάνιση και των κρυφών token (spam, σκόνη, όσα κρύψατε), με τον λόγο που κρύβεται το καθένα.",
        "Show full mints instead of shortened ones (BsmK…6zxZ).":
            "Εμφάνιση ολόκληρων των mint αντί για συντομευμένα (BsmK…6zxZ).",
        "A keypair file (the Solana CLI's JSON) to sign with and use as the default account.":
            "Αρχείο ζεύγους κλειδιών (το JSON του Solana CLI) για υπογραφή και ως προεπιλεγμένος λογαριασμός.",
        "Ask a test cluster (devnet, testnet, localhost) for SOL and wait until it is confirmed.":
            "Αίτημα SOL από δοκιμαστικό cluster (devnet, testnet, localhost) και αναμονή μέχρι να επιβεβαιωθεί.",
        "Amount of SOL, e.g. 1.5 (exact; at most 9 decimals; 1,5 where the language writes a comma).":
            "Ποσό SOL, π.χ. 1.5 (ακριβές· έως 9 δεκαδικά· 1,5 όπου η γλώσσα γράφει κόμμα).",
        "Seconds to wait for the airdrop to reach the commitment.":
            "Δευτερόλεπτα αναμονής μέχρι το airdrop να φτάσει στο επίπεδο επιβεβαίωσης (commitment).",
        "The address book: names to send to (solwallet send NAME AMOUNT).":
            "Το βιβλίο διευθύνσεων: ονόματα για αποστολή (solwallet send NAME AMOUNT).",
        "Names are unique ignoring case, width and look-alike letters (Latin a and Cyrillic а are one name), at most 64 characters, without control characters, and never an address. A send to a contact shows its name next to the full address in the review; the look-alike check still applies.":
            "Τα ονόματα είναι μοναδικά χωρίς διάκριση πεζών-κεφαλαίων, πλάτους και όμοιων γραμμάτων (το λατινικό a και το κυριλλικό а είναι ένα όνομα), έχουν έως 64 χαρακτήρες, χωρίς χαρακτήρες ελέγχου, και δεν είναι ποτέ διεύθυνση. Μια αποστολή σε επαφή δείχνει το όνομά της δίπλα στην πλήρη διεύθυνση στον έλεγχο· ο έλεγχος για παρόμοιες διευθύνσεις εξακολουθεί να ισχύει.",
        "Add a contact.":
            "Προσθήκη επαφής.",
        "The contact's name.":
            "Το όνομα της επαφής.",
        "The contact's address (base58).":
            "Η διεύθυνση της επαφής (base58).",
        "List the contacts.":
            "Λίστα των επαφών.",
        "Remove a contact.":
            "Αφαίρεση επαφής.",
        "Past transactions of an address, newest first (cached for offline use).":
            "Οι προηγούμενες συναλλαγές μιας διεύθυνσης, οι νεότερες πρώτες (αποθηκεύονται για χρήση εκτός σύνδεσης).",
        "Fetches only what is newer than the stored history (signature pages, then transactions 100 per request), decodes each from the balances the runtime recorded, and stores it; older pages (--before) are fetched when first asked for. After a long pause on a busy address (over 1,000 new transactions) the saved history restarts from the newest instead of downloading everything in between. Offline, the stored entries are shown and the output says so. Look-alike dust (address poisoning: a transfer below the dust threshold, default 0.001 SOL, `config set dust-threshold`, from an address with the same first and last 4 characters as one you know) is hidden; --show-dust lists it, marked, its address in full.":
            "Ανακτά μόνο ό,τι είναι νεότερο από το αποθηκευμένο ιστορικό (σελίδες υπογραφών, έπειτα συναλλαγές 100 ανά αίτημα), αποκωδικοποιεί την καθεμία από τα υπόλοιπα που κατέγραψε το runtime και την αποθηκεύει· οι παλαιότερες σελίδες (--before) ανακτώνται την πρώτη φορά που ζητούνται. Μετά από μεγάλη παύση σε πολυσύχναστη διεύθυνση (πάνω από 1.000 νέες συναλλαγές) το αποθηκευμένο ιστορικό ξεκινά ξανά από τις νεότερες αντί να κατεβάσει όλες τις ενδιάμεσες. Εκτός σύνδεσης εμφανίζονται οι αποθηκευμένες εγγραφές και η έξοδος το αναφέρει. Η σκόνη από παρόμοιες διευθύνσεις (δηλητηρίαση διευθύνσεων: μεταφορά κάτω από το όριο σκόνης, προεπιλογή 0.001 SOL, `config set dust-threshold`, από διεύθυνση με τους ίδιους 4 πρώτους και 4 τελευταίους χαρακτήρες με μια διεύθυνση που γνωρίζετε) κρύβεται· το --show-dust την εμφανίζει σημαδεμένη, με ολόκληρη τη διεύθυνσή της.",
        "How many entries to show.":
            "Πόσες εγγραφές θα εμφανιστούν.",
        "Show entries older than this signature.":
            "Εμφάνιση εγγραφών παλαιότερων από αυτή την υπογραφή.",
        "List look-alike dust (address poisoning) too, marked.":
            "Εμφάνιση και της σκόνης από παρόμοιες διευθύνσεις (δηλητηρίαση διευθύνσεων), σημαδεμένης.",
        "Print full addresses, mints and signatures instead of shortened ones (BsmK…6zxZ).":
            "Εκτύπωση ολόκληρων διευθύνσεων, mint και υπογραφών αντί για συντομευμένες (BsmK…6zxZ).",
        "Times in UTC (default: the local time zone, $TZ or the system's, named in the table's header).":
            "Ώρες σε UTC (προεπιλογή: η τοπική ζώνη ώρας, η $TZ ή του συστήματος, που αναφέρεται στην κεφαλίδα του πίνακα).",
        "Send SOL or a token from one of your accounts, after a review.":
            "Αποστολή SOL ή token από έναν λογαριασμό σας, μετά από έλεγχο.",
        "Shows what will happen before anything is signed: from, to, amount, network and priority fees, any token account created for the recipient (and its rent), and the balance left. Refuses an amount with too many decimals or above the balance, a recipient that does not exist yet (unless --allow-unfunded-recipient, as the Solana CLI), an amount that would leave a new recipient or the sender below the rent-exempt minimum, and a transaction that fails in simulation. AMOUNT is a decimal in SOL (or in the token's units with --token), or 'max' / 'ALL' for everything that can be sent (SOL: the balance minus the fee). Tokens go to the recipient's associated token account, created in the same transaction when missing. `solwallet transfer` is the same command, as the Solana CLI names it.":
            "Δείχνει τι θα γίνει πριν υπογραφεί οτιδήποτε: από, προς, ποσό, τέλη δικτύου και προτεραιότητας, κάθε λογαριασμό token που δημιουργείται για τον παραλήπτη (και το ενοίκιό του) και το υπόλοιπο που μένει. Απορρίπτει ποσό με πάρα πολλά δεκαδικά ή μεγαλύτερο από το υπόλοιπο, παραλήπτη που δεν υπάρχει ακόμη (εκτός αν δοθεί --allow-unfunded-recipient, όπως στο Solana CLI), ποσό που θα άφηνε νέο παραλήπτη ή τον αποστολέα κάτω από το ελάχιστο απαλλαγής από ενοίκιο, και συναλλαγή που αποτυγχάνει στην προσομοίωση. Το AMOUNT είναι δεκαδικός αριθμός σε SOL (ή στις μονάδες του token με --token) ή 'max' / 'ALL' για όλα όσα μπορούν να σταλούν (SOL: το υπόλοιπο μείον το τέλος). Τα token πηγαίνουν στον συσχετισμένο λογαριασμό token του παραλήπτη, που δημιουργείται στην ίδια συναλλαγή όταν λείπει. Το `solwallet transfer` είναι η ίδια εντολή, με το όνομα που της δίνει το Solana CLI.",
        "The recipient: an address, a contact, or one of your account labels or wallet names.":
            "Ο παραλήπτης: διεύθυνση, επαφή ή μία από τις ετικέτες λογαριασμών ή τα ονόματα πορτοφολιών σας.",
        "The amount (SOL, or the token's units with --token), or 'max'.":
            "Το ποσό (SOL ή μονάδες του token με --token) ή 'max'.",
        "Send this token instead of SOL: its mint address, or the symbol of a token you hold as the balance shows it (USDC, BONK; an imitation of a known symbol and a symbol two tokens share are refused).":
            "Αποστολή αυτού του token αντί για SOL: η διεύθυνση του mint του ή το σύμβολο ενός token που κατέχετε, όπως το δείχνει το υπόλοιπο (USDC, BONK· απορρίπτονται η απομίμηση γνωστού συμβόλου και ένα σύμβολο που μοιράζονται δύο token).",
        "A memo stored with the transaction (public).":
            "Σημείωση που αποθηκεύεται με τη συναλλαγή (δημόσια).",
        "A priority fee: a level from the cluster's recent fees for the accounts the transfer locks — low (their 25th percentile), medium (50th), high (90th), auto (75th) — or micro-lamports per compute unit.":
            "Τέλος προτεραιότητας: ένα επίπεδο από τα πρόσφατα τέλη του cluster για τους λογαριασμούς που κλειδώνει η μεταφορά — low (το 25ο εκατοστημόριό τους), medium (το 50ό), high (το 90ό), auto (το 75ο) — ή micro-lamports ανά μονάδα υπολογισμού.",
        "The most the priority fee may cost in all, in lamports (a higher price is lowered to fit).":
            "Το μέγιστο συνολικό κόστος του τέλους προτεραιότητας, σε lamports (μια υψηλότερη τιμή μειώνεται ώστε να χωρά).",
        "Pay from this account of your wallets: an address, a label or a wallet name (default: the account setting, else the first wallet's first account).":
            "Πληρωμή από αυτόν τον λογαριασμό των πορτοφολιών σας: διεύθυνση, ετικέτα ή όνομα πορτοφολιού (προεπιλογή: η ρύθμιση account, αλλιώς ο πρώτος λογαριασμός του πρώτου πορτοφολιού).",
        "Send SOL to an address that does not exist on the cluster yet.":
            "Αποστολή SOL σε διεύθυνση που δεν υπάρχει ακόμη στο cluster.",
        "Do not ask for confirmation (for scripts).":
            "Χωρίς ερώτηση επιβεβαίωσης (για σενάρια).",
        "Send to a token mint although what is sent there can never be moved again.":
            "Αποστολή σε mint token, παρόλο που ό,τι στέλνεται εκεί δεν μπορεί ποτέ να μετακινηθεί ξανά.",
        "Send to a program (an executable account) although what is sent there can never be moved again.":
            "Αποστολή σε πρόγραμμα (εκτελέσιμο λογαριασμό), παρόλο που ό,τι στέλνεται εκεί δεν μπορεί ποτέ να μετακινηθεί ξανά.",
        "Send tokens to an off-curve address with no account although nobody may be able to sign for them.":
            "Αποστολή token σε διεύθυνση εκτός καμπύλης χωρίς λογαριασμό, παρόλο που ίσως κανείς δεν μπορεί να υπογράψει γι’ αυτά.",
        "Send to an address that looks like another one you know (same first and last 4 characters).":
            "Αποστολή σε διεύθυνση που μοιάζει με άλλη που γνωρίζετε (ίδιοι οι 4 πρώτοι και οι 4 τελευταίοι χαρακτήρες).",
        "Sign without sending: print the signed transaction (base64) for solwallet broadcast.":
            "Υπογραφή χωρίς αποστολή: εκτύπωση της υπογεγραμμένης συναλλαγής (base64) για το solwallet broadcast.",
        "With --sign-only: the recent blockhash (or the nonce's value) to sign with, without the network.":
            "Με --sign-only: το πρόσφατο blockhash (ή η τιμή του nonce) για την υπογραφή, χωρίς το δίκτυο.",
        "A durable nonce account (its authority is the sender) instead of a recent blockhash: the transaction does not expire after a minute (with --sign-only too).":
            "Λογαριασμός μόνιμου nonce (με αρχή τον αποστολέα) αντί για πρόσφατο blockhash: η συναλλαγή δεν λήγει μετά από ένα λεπτό (και με --sign-only).",
        "The transaction format: legacy (default), v0, v1 (SIMD-0385: the compute-unit and account-data limits from one simulation in the message's config) or auto (v1 where the cluster takes it, else legacy).":
            "Η μορφή της συναλλαγής: legacy (προεπιλογή), v0, v1 (SIMD-0385: τα όρια μονάδων υπολογισμού και δεδομένων λογαριασμών, από μία προσομοίωση, στη διαμόρφωση του μηνύματος) ή auto (v1 όπου το δέχεται το cluster, αλλιώς legacy).",
        "With --sign-only and --priority-fee: the compute unit limit (a SOL transfer uses 150, a memo more).":
            "Με --sign-only και --priority-fee: το όριο μονάδων υπολογισμού (μια μεταφορά SOL χρησιμοποιεί 150, μια σημείωση περισσότερες).",
        "With --sign-only --token: the mint's decimals (offline, they cannot be read from the mint).":
            "Με --sign-only --token: τα δεκαδικά του mint (εκτός σύνδεσης δεν μπορούν να διαβαστούν από το mint).",
        "With --sign-only --token: the token program, 'spl-token' (default), 'token-2022' or its address.":
            "Με --sign-only --token: το πρόγραμμα token, 'spl-token' (προεπιλογή), 'token-2022' ή η διεύθυνσή του.",
        "With --sign-only --token: create the recipient's token account if missing (the sender pays its rent).":
            "Με --sign-only --token: δημιουργία του λογαριασμού token του παραλήπτη αν λείπει (το ενοίκιό του το πληρώνει ο αποστολέας).",
        "Read the keystore password from the first line of this file (for scripts).":
            "Ανάγνωση του κωδικού της κλειδοθήκης από την πρώτη γραμμή αυτού του αρχείου (για σενάρια).",
        "Send a signed transaction (base64, from send --sign-only).":
            "Αποστολή υπογεγραμμένης συναλλαγής (base64, από το send --sign-only).",
        "Checks that every signature is present and verifies, simulates it and shows what it does to every account its signers hold a power over (SOL, tokens, accounts created or closed, authorities that change, the fee), asks (--yes for scripts), then sends the transaction as signed (never re-signed) and waits until it is confirmed or fails. A blockhash that has expired comes back as an error from the cluster's simulation: sign again with a fresh one (or use a durable nonce).":
            "Ελέγχει ότι κάθε υπογραφή υπάρχει και επαληθεύεται, προσομοιώνει τη συναλλαγή και δείχνει τι κάνει σε κάθε λογαριασμό στον οποίο έχουν εξουσία οι υπογράφοντές της (SOL, token, λογαριασμοί που δημιουργούνται ή κλείνουν, αρχές που αλλάζουν, το τέλος), ρωτά (--yes για σενάρια), έπειτα στέλνει τη συναλλαγή όπως υπογράφηκε (δεν την υπογράφει ποτέ ξανά) και περιμένει μέχρι να επιβεβαιωθεί ή να αποτύχει. Ένα blockhash που έχει λήξει επιστρέφει ως σφάλμα από την προσομοίωση του cluster: υπογράψτε ξανά με νέο (ή χρησιμοποιήστε μόνιμο nonce).",
        "The signed transaction in base64, or '-' to read it from stdin.":
            "Η υπογεγραμμένη συναλλαγή σε base64 ή '-' για ανάγνωση από την τυπική είσοδο.",
        "Give up waiting for confirmation after this many seconds.":
            "Εγκατάλειψη της αναμονής για επιβεβαίωση μετά από τόσα δευτερόλεπτα.",
        "Send without asking (for scripts); the effects are still shown.":
            "Αποστολή χωρίς ερώτηση (για σενάρια)· τα αποτελέσματα εμφανίζονται κανονικά.",
        "Show an address and a Solana Pay request with its QR code, to be paid.":
            "Εμφάνιση διεύθυνσης και αιτήματος Solana Pay με τον κωδικό QR του, για να πληρωθεί.",
        "Prints the address, the Solana Pay link (solana:ADDRESS?amount=…) and its QR code, drawn in the terminal. A payer's wallet (or solwallet pay) reads the amount, token, label, message and memo from it. Add --reference new to tell this payment apart from others: solwallet pay verify --reference KEY finds it on the cluster. --png and --svg write the QR code to a file. No password is needed.":
            "Εκτυπώνει τη διεύθυνση, τον σύνδεσμο Solana Pay (solana:ADDRESS?amount=…) και τον κωδικό QR του, σχεδιασμένο στο τερματικό. Το πορτοφόλι αυτού που πληρώνει (ή το solwallet pay) διαβάζει από εκεί το ποσό, το token, την ετικέτα, το μήνυμα και τη σημείωση. Προσθέστε --reference new για να ξεχωρίζει αυτή η πληρωμή από τις άλλες: το solwallet pay verify --reference KEY τη βρίσκει στο cluster. Τα --png και --svg γράφουν τον κωδικό QR σε αρχείο. Δεν χρειάζεται κωδικός πρόσβασης.",
        "Ask for this amount (SOL, or the token's units with --token).":
            "Αίτημα αυτού του ποσού (SOL ή μονάδες του token με --token).",
        "Ask for this token (its mint address) instead of SOL.":
            "Αίτημα αυτού του token (η διεύθυνση του mint του) αντί για SOL.",
        "Who is asking (a merchant or your name), shown by the payer's wallet.":
            "Ποιος ζητά (ένας έμπορος ή το όνομά σας), όπως το δείχνει το πορτοφόλι αυτού που πληρώνει.",
        "What the payment is for, shown by the payer's wallet.":
            "Για ποιο πράγμα είναι η πληρωμή, όπως το δείχνει το πορτοφόλι αυτού που πληρώνει.",
        "A memo the payer's transaction stores on chain (public).":
            "Σημείωση που αποθηκεύει στην αλυσίδα η συναλλαγή αυτού που πληρώνει (δημόσια).",
        "'new' for a fresh random reference key, or a key (repeatable) to find the payment by.":
            "'new' για νέο τυχαίο κλειδί αναφοράς ή ένα κλειδί (επαναλήψιμο) με το οποίο θα βρεθεί η πληρωμή.",
        "Receive to this address of your wallets (default: the first wallet's first account).":
            "Λήψη σε αυτή τη διεύθυνση των πορτοφολιών σας (προεπιλογή: ο πρώτος λογαριασμός του πρώτου πορτοφολιού).",
        "Also write the QR code as a PNG image to this file.":
            "Εγγραφή και του κωδικού QR ως εικόνας PNG σε αυτό το αρχείο.",
        "Also write the QR code as an SVG image to this file.":
            "Εγγραφή και του κωδικού QR ως εικόνας SVG σε αυτό το αρχείο.",
        "Pixels per QR module in the PNG and SVG (1-32).":
            "Pixel ανά στοιχείο (module) του QR στο PNG και στο SVG (1-32).",
        "Replace the --png/--svg files if they exist.":
            "Αντικατάσταση των αρχείων --png/--svg αν υπάρχουν.",
        "Draw the code for a light terminal background (default: a dark one).":
            "Σχεδίαση του κωδικού για ανοιχτόχρωμο φόντο τερματικού (προεπιλογή: σκουρόχρωμο).",
        "Do not draw the code in the terminal.":
            "Χωρίς σχεδίαση του κωδικού στο τερματικό.",
        "Pay a Solana Pay request, or verify that one was paid.":
            "Πληρωμή αιτήματος Solana Pay ή επαλήθευση ότι ένα αίτημα πληρώθηκε.",
        "Pay a Solana Pay transfer request (a solana: URL or a QR code image).":
            "Πληρωμή αιτήματος μεταφοράς Solana Pay (URL solana: ή εικόνα κωδικού QR).",
        "Reads the request strictly (a clear error for each malformed part), then sends as solwallet send does: the requested amount and token to the recipient, its memo in a Memo instruction right before the transfer, its references as read-only keys of the transfer, in order, so the merchant finds the payment. The review comes before anything is signed. A request without an amount needs --amount.\n\nA transaction request (solana:https://…) asks the merchant's server for the transaction: GET shows who asks (the link's domain, and the label the merchant gives), POST sends the paying account and receives the transaction. It is checked as the spec says (only the account signs; a merchant's signatures must verify), simulated, and shown as what it does to every account you hold a power over (your SOL, token, stake and nonce accounts, mints): SOL and tokens before and after, accounts created or closed, every authority that changes, the fee. A payment may only transfer SOL and tokens (with associated token accounts, memos, compute budget): any other instruction, an authority change, a close, an assign, a delegation or an unreadable program writing your accounts is refused, and nothing is signed. Extra trusted CA certificates for the merchant's HTTPS (a company proxy): SOLWALLET_CA_FILE=path.pem.":
            "Διαβάζει το αίτημα αυστηρά (σαφές σφάλμα για κάθε κακοσχηματισμένο τμήμα) και έπειτα στέλνει όπως το solwallet send: το ζητούμενο ποσό και token στον παραλήπτη, τη σημείωσή του σε εντολή Memo αμέσως πριν από τη μεταφορά, τις αναφορές του ως κλειδιά μόνο ανάγνωσης της μεταφοράς, με τη σειρά, ώστε ο έμπορος να βρει την πληρωμή. Ο έλεγχος γίνεται πριν υπογραφεί οτιδήποτε. Ένα αίτημα χωρίς ποσό χρειάζεται --amount.\n\nΈνα αίτημα συναλλαγής (solana:https://…) ζητά τη συναλλαγή από τον διακομιστή του εμπόρου: το GET δείχνει ποιος ζητά (τον τομέα του συνδέσμου και την ετικέτα που δίνει ο έμπορος), το POST στέλνει τον λογαριασμό που πληρώνει και λαμβάνει τη συναλλαγή. Αυτή ελέγχεται όπως ορίζει η προδιαγραφή (υπογράφει μόνο ο λογαριασμός· οι υπογραφές του εμπόρου πρέπει να επαληθεύονται), προσομοιώνεται και εμφανίζεται ως αυτό που κάνει σε κάθε λογαριασμό στον οποίο έχετε εξουσία (τους λογαριασμούς SOL, token, stake και nonce σας, τα mint): SOL και token πριν και μετά, λογαριασμοί που δημιουργούνται ή κλείνουν, κάθε αρχή που αλλάζει, το τέλος. Μια πληρωμή μπορεί μόνο να μεταφέρει SOL και token (με συσχετισμένους λογαριασμούς token, σημειώσεις, compute budget): κάθε άλλη εντολή, αλλαγή αρχής, κλείσιμο, ανάθεση σε πρόγραμμα (assign), εξουσιοδότηση (delegate) ή μη αναγνώσιμο πρόγραμμα που γράφει στους λογαριασμούς σας απορρίπτεται, και τίποτα δεν υπογράφεται. Επιπλέον έμπιστα πιστοποιητικά CA για το HTTPS του εμπόρου (διακομιστής μεσολάβησης εταιρείας): SOLWALLET_CA_FILE=path.pem.",
        "The solana: URL.":
            "Το URL solana:.",
        "Read the URL from the QR code in this image (PNG, or binary PGM/PPM).":
            "Ανάγνωση του URL από τον κωδικό QR αυτής της εικόνας (PNG ή δυαδικό PGM/PPM).",
        "The amount, when the request leaves it to the payer. For a transaction request: the most it may take.":
            "Το ποσό, όταν το αίτημα το αφήνει σε αυτόν που πληρώνει. Για αίτημα συναλλαγής: το μέγιστο που μπορεί να πάρει.",
        "For a transaction request, the cap over SOL and over each token at once (--amount 1: at most 1 SOL and at most 1 of any token); the network fee and the rent of accounts created for the merchant are shown apart; needed with --yes.":
            "Για αίτημα συναλλαγής, το όριο ταυτόχρονα για τα SOL και για κάθε token (--amount 1: το πολύ 1 SOL και το πολύ 1 από οποιοδήποτε token)· το τέλος δικτύου και το ενοίκιο των λογαριασμών που δημιουργούνται για τον έμπορο εμφανίζονται χωριστά· απαιτείται με --yes.",
        "Find and check a Solana Pay payment by its reference (the merchant's side).":
            "Εύρεση και έλεγχος πληρωμής Solana Pay από την αναφορά της (η πλευρά του εμπόρου).",
        "Looks up the transactions that mention the reference, oldest first, and accepts the first that succeeded, ends with the transfer of at least the amount to the recipient (in SOL, or the token to the recipient's associated token account), carries the references in order and the memo right before the transfer. Anyone can mention a reference: transactions that do not pass are skipped. Give the request's URL, or its parts. Exits 1 (not-found) when no valid payment exists yet; --wait polls until one does.":
            "Αναζητά τις συναλλαγές που περιέχουν την αναφορά, τις παλαιότερες πρώτες, και δέχεται την πρώτη που πέτυχε, τελειώνει με μεταφορά τουλάχιστον του ποσού στον παραλήπτη (σε SOL, ή το token στον συσχετισμένο λογαριασμό token του παραλήπτη) και περιέχει τις αναφορές με τη σειρά και τη σημείωση αμέσως πριν από τη μεταφορά. Οποιοσδήποτε μπορεί να βάλει μια αναφορά σε μια συναλλαγή: όσες συναλλαγές δεν περνούν τον έλεγχο παραλείπονται. Δώστε το URL του αιτήματος ή τα μέρη του. Τερματίζει με 1 (not-found) όταν δεν υπάρχει ακόμη έγκυρη πληρωμή· το --wait ελέγχει ξανά και ξανά μέχρι να υπάρξει.",
        "The request's solana: URL (instead of the options below).":
            "Το URL solana: του αιτήματος (αντί για τις παρακάτω επιλογές).",
        "The reference key to find the payment by.":
            "Το κλειδί αναφοράς με το οποίο θα βρεθεί η πληρωμή.",
        "Who is paid.":
            "Ποιος πληρώνεται.",
        "The amount paid (SOL, or the token's units with --token).":
            "Το ποσό που πληρώθηκε (SOL ή μονάδες του token με --token).",
        "The token paid (its mint address) instead of SOL.":
            "Το token που πληρώθηκε (η διεύθυνση του mint του) αντί για SOL.",
        "The memo the payment must carry.":
            "Η σημείωση που πρέπει να περιέχει η πληρωμή.",
        "Poll for this many seconds until a valid payment appears.":
            "Επαναλαμβανόμενος έλεγχος για τόσα δευτερόλεπτα, μέχρι να εμφανιστεί έγκυρη πληρωμή.",
        "Run a Solana Action (a blink): solana-action: URL, interstitial or website link.":
            "Εκτέλεση Solana Action (blink): URL solana-action:, ενδιάμεσος σύνδεσμος (interstitial) ή σύνδεσμος ιστότοπου.",
        "GETs the action (over https only; its icon is shown as a URL, never fetched), shows who asks (the link's domain) and what the action says, takes the button (--button) and its parameters (--param name=value, or asked on a terminal; each checked by its type and pattern), POSTs the account and the values, then by the answer: a transaction is checked as a Solana Pay transaction request is (only the account signs; present signatures must verify), simulated and reviewed as a payment (transfers only, no authority change, at most --amount), and signed and sent only after that review; a message is shown and signed; an external link is shown, never opened. A chain (links.next) is followed on the same origin only, up to its completed state. Extra trusted CA certificates: SOLWALLET_CA_FILE=path.pem.":
            "Ανακτά την ενέργεια με GET (μόνο μέσω https· το εικονίδιό της εμφανίζεται ως URL και δεν ανακτάται ποτέ), δείχνει ποιος ζητά (τον τομέα του συνδέσμου) και τι λέει η ενέργεια, παίρνει το κουμπί (--button) και τις παραμέτρους του (--param name=value ή με ερώτηση σε τερματικό· η καθεμία ελέγχεται με βάση τον τύπο και το μοτίβο της), στέλνει με POST τον λογαριασμό και τις τιμές και έπειτα, ανάλογα με την απάντηση: μια συναλλαγή ελέγχεται όπως ένα αίτημα συναλλαγής Solana Pay (υπογράφει μόνο ο λογαριασμός· όσες υπογραφές υπάρχουν πρέπει να επαληθεύονται), προσομοιώνεται και ελέγχεται ως πληρωμή (μόνο μεταφορές, καμία αλλαγή αρχής, το πολύ --amount), και υπογράφεται και στέλνεται μόνο μετά από αυτόν τον έλεγχο· ένα μήνυμα εμφανίζεται και υπογράφεται· ένας εξωτερικός σύνδεσμος εμφανίζεται και δεν ανοίγει ποτέ. Μια αλυσίδα (links.next) ακολουθείται μόνο στην ίδια προέλευση, μέχρι την ολοκληρωμένη κατάστασή της. Επιπλέον έμπιστα πιστοποιητικά CA: SOLWALLET_CA_FILE=path.pem.",
        "The solana-action: URL, an interstitial link (…?action=solana-action:…) or a website URL.":
            "Το URL solana-action:, ένας ενδιάμεσος σύνδεσμος (…?action=solana-action:…) ή το URL ενός ιστότοπου.",
        "A parameter's value, name=value (repeat for several or a checkbox).":
            "Η τιμή μιας παραμέτρου, name=value (επαναλάβετε για περισσότερες ή για πλαίσιο επιλογής).",
        "The button to press: its number (from 1) or its label.":
            "Το κουμπί που θα πατηθεί: ο αριθμός του (από το 1) ή η ετικέτα του.",
        "The most a transaction may take (SOL, and each token); needed with --yes.":
            "Το μέγιστο που μπορεί να πάρει μια συναλλαγή (SOL και κάθε token)· απαιτείται με --yes.",
        "Show an on-chain account, or derive a wallet's next account (account new).":
            "Εμφάνιση λογαριασμού στην αλυσίδα ή παραγωγή του επόμενου λογαριασμού ενός πορτοφολιού (account new).",
        "Show an account: owner, balance, size, and its token state when it is a mint or token account.":
            "Εμφάνιση λογαριασμού: κάτοχος, υπόλοιπο, μέγεθος και η κατάσταση token όταν είναι mint ή λογαριασμός token.",
        "Derive a wallet's next account.":
            "Παραγωγή του επόμενου λογαριασμού ενός πορτοφολιού.",
        "The wallet (default: the first).":
            "Το πορτοφόλι (προεπιλογή: το πρώτο).",
        "A label for the account.":
            "Ετικέτα για τον λογαριασμό.",
        "The cluster's current slot.":
            "Το τρέχον slot του cluster.",
        "The software version of the cluster's RPC node.":
            "Η έκδοση λογισμικού του κόμβου RPC του cluster.",
        "Create a wallet: a new seed phrase, shown once, kept encrypted.":
            "Δημιουργία πορτοφολιού: νέα φράση ανάκτησης, που εμφανίζεται μία φορά και φυλάσσεται κρυπτογραφημένη.",
        "Interactive: asks for a new keystore password (twice; at least 8 characters, not a common one), shows the phrase once with a warning, then asks for three of its words (three tries each).\n\n--non-interactive (scripts): prints the phrase in the output and takes the password from --password-file or $SOLWALLET_PASSWORD.":
            "Διαδραστικά: ζητά νέο κωδικό κλειδοθήκης (δύο φορές· τουλάχιστον 8 χαρακτήρες, όχι κάποιον συνηθισμένο), δείχνει τη φράση μία φορά με προειδοποίηση και έπειτα ζητά τρεις από τις λέξεις της (τρεις προσπάθειες για την καθεμία).\n\n--non-interactive (σενάρια): εκτυπώνει τη φράση στην έξοδο και παίρνει τον κωδικό από το --password-file ή τη $SOLWALLET_PASSWORD.",
        "The wallet's name.":
            "Το όνομα του πορτοφολιού.",
        "Number of words: 12 or 24.":
            "Αριθμός λέξεων: 12 ή 24.",
        "How accounts are derived (phantom: Phantom, Solflare, Backpack).":
            "Πώς παράγονται οι λογαριασμοί (phantom: Phantom, Solflare, Backpack).",
        "No prompts: print the phrase and take the password from --password-file or $SOLWALLET_PASSWORD.":
            "Χωρίς προτροπές: εκτύπωση της φράσης και λήψη του κωδικού από το --password-file ή τη $SOLWALLET_PASSWORD.",
        "Add a wallet from a seed phrase, a Phantom secret key or a keypair file.":
            "Προσθήκη πορτοφολιού από φράση ανάκτησης, μυστικό κλειδί Phantom ή αρχείο ζεύγους κλειδιών.",
        "--qr FILE reads a QR code image (PNG, or binary PGM/PPM) holding any of the three: a seed phrase, a base58 secret key, or a keypair file's JSON array.":
            "Το --qr FILE διαβάζει εικόνα κωδικού QR (PNG ή δυαδικό PGM/PPM) που περιέχει οποιοδήποτε από τα τρία: φράση ανάκτησης, μυστικό κλειδί base58 ή τον πίνακα JSON ενός αρχείου ζεύγους κλειδιών.",
        "Read a seed phrase from standard input.":
            "Ανάγνωση φράσης ανάκτησης από την τυπική είσοδο.",
        "Read a base58 secret key (Phantom's export) from standard input.":
            "Ανάγνωση μυστικού κλειδιού base58 (της εξαγωγής του Phantom) από την τυπική είσοδο.",
        "A Solana CLI keypair file.":
            "Αρχείο ζεύγους κλειδιών του Solana CLI.",
        "A QR code image (PNG, PGM, PPM) holding a seed phrase, a base58 secret key or a keypair's JSON.":
            "Εικόνα κωδικού QR (PNG, PGM, PPM) που περιέχει φράση ανάκτησης, μυστικό κλειδί base58 ή το JSON ενός ζεύγους κλειδιών.",
        "How accounts are derived from a phrase.":
            "Πώς παράγονται οι λογαριασμοί από μια φράση.",
        "How many accounts to add from a phrase.":
            "Πόσοι λογαριασμοί θα προστεθούν από μια φράση.",
        "Find the phrase's used accounts on the cluster (every preset, --discover-accounts each) and add those.":
            "Εύρεση των χρησιμοποιημένων λογαριασμών της φράσης στο cluster (κάθε σχήμα του --preset, --discover-accounts για το καθένα) και προσθήκη τους.",
        "Accounts per preset that --discover checks.":
            "Λογαριασμοί ανά σχήμα (--preset) που ελέγχει το --discover.",
        "List the wallets and their accounts.":
            "Λίστα των πορτοφολιών και των λογαριασμών τους.",
        "Only this wallet's accounts.":
            "Μόνο οι λογαριασμοί αυτού του πορτοφολιού.",
        "The seed phrase of a wallet.":
            "Η φράση ανάκτησης ενός πορτοφολιού.",
        "Show a wallet's seed phrase (after the password).":
            "Εμφάνιση της φράσης ανάκτησης ενός πορτοφολιού (μετά τον κωδικό).",
        "Write every wallet to one encrypted backup file.":
            "Εγγραφή όλων των πορτοφολιών σε ένα κρυπτογραφημένο αρχείο αντιγράφου ασφαλείας.",
        "The file (SWBK v1) holds each wallet's secret and its accounts and labels, encrypted with Argon2id and XChaCha20-Poly1305 under the backup password (by default the keystore password). It is written 0600, atomically, and never over an existing file unless --force. `solwallet restore FILE` reads it back.":
            "Το αρχείο (SWBK v1) περιέχει το μυστικό κάθε πορτοφολιού, τους λογαριασμούς και τις ετικέτες του, κρυπτογραφημένα με Argon2id και XChaCha20-Poly1305 με τον κωδικό του αντιγράφου (από προεπιλογή τον κωδικό της κλειδοθήκης). Γράφεται με δικαιώματα 0600, ατομικά, και ποτέ πάνω σε υπάρχον αρχείο χωρίς --force. Το `solwallet restore FILE` το διαβάζει ξανά.",
        "The backup file to write.":
            "Το αρχείο αντιγράφου ασφαλείας προς εγγραφή.",
        "Replace the file if it exists.":
            "Αντικατάσταση του αρχείου αν υπάρχει.",
        "Read the backup's password from this file (default: the keystore password).":
            "Ανάγνωση του κωδικού του αντιγράφου από αυτό το αρχείο (προεπιλογή: ο κωδικός της κλειδοθήκης).",
        "Add the wallets of a backup file (those already here are skipped).":
            "Προσθήκη των πορτοφολιών ενός αρχείου αντιγράφου ασφαλείας (όσα υπάρχουν ήδη εδώ παραλείπονται).",
        "The backup is checked whole before anything is written: unique wallet ids and names, at least one account per wallet, and each wallet's secret deriving every address the backup lists for it. A wallet whose name is taken by another wallet stops the restore (nothing is written), and so does a keystore password other than the one this home's wallets are under. A failure while writing removes what was written. The secrets go into this home's keystore under the keystore password.":
            "Το αντίγραφο ελέγχεται ολόκληρο πριν γραφτεί οτιδήποτε: μοναδικά αναγνωριστικά και ονόματα πορτοφολιών, τουλάχιστον ένας λογαριασμός ανά πορτοφόλι, και το μυστικό κάθε πορτοφολιού να παράγει κάθε διεύθυνση που καταγράφει γι’ αυτό το αντίγραφο. Ένα πορτοφόλι με όνομα που το έχει ήδη άλλο πορτοφόλι σταματά την επαναφορά (δεν γράφεται τίποτα), όπως και ένας κωδικός κλειδοθήκης διαφορετικός από αυτόν των πορτοφολιών αυτού του καταλόγου δεδομένων. Μια αποτυχία κατά την εγγραφή αφαιρεί ό,τι γράφτηκε. Τα μυστικά μπαίνουν στην κλειδοθήκη αυτού του καταλόγου δεδομένων με τον κωδικό της κλειδοθήκης.",
        "The backup file.":
            "Το αρχείο αντιγράφου ασφαλείας.",
        "Manage one wallet.":
            "Διαχείριση ενός πορτοφολιού.",
        "Delete a wallet: its encrypted secret and its accounts (others untouched).":
            "Διαγραφή πορτοφολιού: του κρυπτογραφημένου μυστικού του και των λογαριασμών του (τα άλλα μένουν ανέγγιχτα).",
        "Do not ask for confirmation (refused for a wallet that holds funds or whose balance is unknown).":
            "Χωρίς ερώτηση επιβεβαίωσης (απορρίπτεται για πορτοφόλι που έχει κεφάλαια ή του οποίου το υπόλοιπο είναι άγνωστο).",
        "With --yes: delete even a wallet that holds funds or whose balance cannot be read.":
            "Με --yes: διαγραφή ακόμη και πορτοφολιού που έχει κεφάλαια ή του οποίου το υπόλοιπο δεν μπορεί να διαβαστεί.",
        "The keystore password.":
            "Ο κωδικός της κλειδοθήκης.",
        "Change the keystore password (every wallet; resumable after a crash).":
            "Αλλαγή του κωδικού της κλειδοθήκης (όλα τα πορτοφόλια· συνεχίζεται μετά από κατάρρευση).",
        "Read the new password from the first line of this file (for scripts).":
            "Ανάγνωση του νέου κωδικού από την πρώτη γραμμή αυτού του αρχείου (για σενάρια).",
        "The wallet's settings: url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.":
            "Οι ρυθμίσεις του πορτοφολιού: url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.",
        "Every command resolves a setting the same way: its flag, else its environment variable ($SOLWALLET_URL, $SOLWALLET_COMMITMENT, $SOLWALLET_LANG, $SOLWALLET_CURRENCY, $SOLWALLET_COINGECKO_URL, $SOLWALLET_JUPITER_URL, $SOLWALLET_NEWS_URL, $SOLWALLET_ACCOUNT), else the stored setting, else the default. `config list` shows each effective value and where it comes from.":
            "Κάθε εντολή καθορίζει μια ρύθμιση με τον ίδιο τρόπο: η επιλογή της, αλλιώς η μεταβλητή περιβάλλοντός της ($SOLWALLET_URL, $SOLWALLET_COMMITMENT, $SOLWALLET_LANG, $SOLWALLET_CURRENCY, $SOLWALLET_COINGECKO_URL, $SOLWALLET_JUPITER_URL, $SOLWALLET_NEWS_URL, $SOLWALLET_ACCOUNT), αλλιώς η αποθηκευμένη ρύθμιση, αλλιώς η προεπιλογή. Το `config list` δείχνει κάθε ισχύουσα τιμή και από πού προέρχεται.",
        "Set a setting (no value: remove it).":
            "Ορισμός μιας ρύθμισης (χωρίς τιμή: αφαίρεσή της).",
        "url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.":
            "url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.",
        "The value (a cluster name or URL; processed, confirmed, finalized; en, pt, el, tr; a currency code; an http(s) URL; SOL; a file; an account label, wallet name or address).":
            "Η τιμή (όνομα ή URL cluster· processed, confirmed, finalized· en, pt, el, tr· κωδικός νομίσματος· URL http(s)· SOL· αρχείο· ετικέτα λογαριασμού, όνομα πορτοφολιού ή διεύθυνση).",
        "Show one setting's stored value (config list shows the effective ones).":
            "Εμφάνιση της αποθηκευμένης τιμής μιας ρύθμισης (το config list δείχνει τις ισχύουσες).",
        "Show every setting's effective value and where it comes from.":
            "Εμφάνιση της ισχύουσας τιμής κάθε ρύθμισης και της προέλευσής της.",
        "Market overview: market cap, 24h volume, BTC dominance and the top coins.":
            "Επισκόπηση αγοράς: κεφαλαιοποίηση, όγκος 24ω, κυριαρχία BTC και τα κορυφαία νομίσματα.",
        "Prices come from CoinGecko (set another host with `solwallet config set coingecko-url URL` or $SOLWALLET_COINGECKO_URL; a demo or pro key in $SOLWALLET_COINGECKO_API_KEY). Answers are cached in the wallet's database (the list for 60 s, the totals for 10 min); when the service cannot be reached or throttles, the cached data is shown with its age.\n\nSort orders: rank (1 first), rank-desc, price (lowest first), price-desc (highest first), holdings and holdings-desc (by holding value; as rank while the portfolio is empty).":
            "Οι τιμές προέρχονται από το CoinGecko (άλλος διακομιστής με `solwallet config set coingecko-url URL` ή $SOLWALLET_COINGECKO_URL· κλειδί demo ή pro στη $SOLWALLET_COINGECKO_API_KEY). Οι απαντήσεις αποθηκεύονται στη βάση δεδομένων του πορτοφολιού (η λίστα για 60 s, τα σύνολα για 10 λεπτά)· όταν η υπηρεσία δεν είναι προσβάσιμη ή περιορίζει τα αιτήματα, εμφανίζονται τα αποθηκευμένα δεδομένα με την ηλικία τους.\n\nΤαξινομήσεις: rank (πρώτα το 1), rank-desc, price (πρώτα η χαμηλότερη), price-desc (πρώτα η υψηλότερη), holdings και holdings-desc (κατά αξία συμμετοχής· όπως το rank όσο το χαρτοφυλάκιο είναι άδειο).",
        "rank, rank-desc, price, price-desc, holdings or holdings-desc.":
            "rank, rank-desc, price, price-desc, holdings ή holdings-desc.",
        "Show only coins whose name, symbol or id contains this text (any case).":
            "Εμφάνιση μόνο των νομισμάτων των οποίων το όνομα, το σύμβολο ή το id περιέχει αυτό το κείμενο (χωρίς διάκριση πεζών-κεφαλαίων).",
        "Coins to load, 1–250 (the first page of CoinGecko's list by market cap).":
            "Νομίσματα προς φόρτωση, 1–250 (η πρώτη σελίδα της λίστας του CoinGecko κατά κεφαλαιοποίηση).",
        "The currency prices are quoted in: usd, eur, brl, try, btc, … (CoinGecko's vs_currency). Default: $SOLWALLET_CURRENCY, else the currency setting, else usd.":
            "Το νόμισμα στο οποίο εκφράζονται οι τιμές: usd, eur, brl, try, btc, … (το vs_currency του CoinGecko). Προεπιλογή: $SOLWALLET_CURRENCY, αλλιώς η ρύθμιση currency, αλλιώς usd.",
        "Seconds to wait for the price service before showing cached data (1–120).":
            "Δευτερόλεπτα αναμονής για την υπηρεσία τιμών πριν εμφανιστούν τα αποθηκευμένα δεδομένα (1–120).",
        "One coin: price, statistics, description and links.":
            "Ένα νόμισμα: τιμή, στατιστικά, περιγραφή και σύνδεσμοι.",
        "ID is CoinGecko's coin id (bitcoin, solana, usd-coin; find it with `solwallet market --search NAME`). The details are cached for 10 minutes and the price history for 30 s; offline, the cached data is shown with its age. Below the details, the price over the last --days days as a terminal chart (highest, middle and lowest price; green when it rose, red when it fell, with --color) with the trend line and its band (docs/trend-line.md); --png/--svg FILE save the chart as a picture. --json adds the price history, the chart's labels and the trend line with its parameters.":
            "Το ID είναι το αναγνωριστικό νομίσματος του CoinGecko (bitcoin, solana, usd-coin· βρείτε το με `solwallet market --search NAME`). Οι λεπτομέρειες αποθηκεύονται για 10 λεπτά και το ιστορικό τιμών για 30 s· εκτός σύνδεσης εμφανίζονται τα αποθηκευμένα δεδομένα με την ηλικία τους. Κάτω από τις λεπτομέρειες, η τιμή των τελευταίων --days ημερών ως γράφημα στο τερματικό (υψηλότερη, μεσαία και χαμηλότερη τιμή· πράσινο όταν ανέβηκε, κόκκινο όταν έπεσε, με --color) με τη γραμμή τάσης και τη ζώνη της (docs/trend-line.md)· τα --png/--svg FILE αποθηκεύουν το γράφημα ως εικόνα. Το --json προσθέτει το ιστορικό τιμών, τις ετικέτες του γραφήματος και τη γραμμή τάσης με τις παραμέτρους της.",
        "The CoinGecko coin id (e.g. solana).":
            "Το αναγνωριστικό νομίσματος του CoinGecko (π.χ. solana).",
        "Days of price history: 1, 7, 30 or 365.":
            "Ημέρες ιστορικού τιμών: 1, 7, 30 ή 365.",
        "Also save the price chart as a PNG image here.":
            "Αποθήκευση και του γραφήματος τιμής ως εικόνας PNG εδώ.",
        "Also save the price chart as an SVG image here.":
            "Αποθήκευση και του γραφήματος τιμής ως εικόνας SVG εδώ.",
        "Replace an existing --png/--svg file.":
            "Αντικατάσταση υπάρχοντος αρχείου --png/--svg.",
        "Your holdings' value, 24h change and allocation; manual holdings; value over time.":
            "Η αξία των συμμετοχών σας, η μεταβολή 24ω και η κατανομή· χειροκίνητες συμμετοχές· αξία στον χρόνο.",
        "Holdings are the SOL and SPL token balances of the wallet's accounts (every wallet, or --wallet NAME, or the --address given) plus the coins added with `portfolio add`. SOL and added coins are priced by CoinGecko id, tokens by mint (CoinGecko, then Jupiter for USD); an asset without a price is listed as \"no price\" and left out of the value with a note, never counted as 0. Each run stores a snapshot of the value for `portfolio history`.":
            "Συμμετοχές είναι τα υπόλοιπα SOL και token SPL των λογαριασμών του πορτοφολιού (όλων των πορτοφολιών, ή του --wallet NAME, ή της --address που δόθηκε) συν τα νομίσματα που προστέθηκαν με `portfolio add`. Τα SOL και τα νομίσματα που προστέθηκαν αποτιμώνται με βάση το id του CoinGecko, τα token με βάση το mint (CoinGecko, έπειτα Jupiter για USD)· ένα στοιχείο χωρίς τιμή εμφανίζεται ως «χωρίς τιμή» και μένει εκτός της αξίας με σημείωση, χωρίς να μετρά ποτέ ως 0. Κάθε εκτέλεση αποθηκεύει ένα στιγμιότυπο της αξίας για το `portfolio history`.",
        "The portfolio: value, 24h change, assets and allocation (the default).":
            "Το χαρτοφυλάκιο: αξία, μεταβολή 24ω, στοιχεία και κατανομή (η προεπιλογή).",
        "Only the accounts of this wallet (default: every wallet's accounts).":
            "Μόνο οι λογαριασμοί αυτού του πορτοφολιού (προεπιλογή: οι λογαριασμοί όλων των πορτοφολιών).",
        "An address to include (repeatable; with no wallet too).":
            "Διεύθυνση προς συμπερίληψη (επαναλήψιμο· και χωρίς πορτοφόλι).",
        "Leave the accounts out: manual holdings only (no cluster is asked).":
            "Παράλειψη των λογαριασμών: μόνο χειροκίνητες συμμετοχές (δεν ρωτιέται κανένα cluster).",
        "Do not store a snapshot of the value.":
            "Χωρίς αποθήκευση στιγμιότυπου της αξίας.",
        "Set how much of a coin you hold outside the wallet (0 removes it).":
            "Ορισμός της ποσότητας ενός νομίσματος που κατέχετε εκτός πορτοφολιού (το 0 το αφαιρεί).",
        "ID is CoinGecko's coin id (bitcoin, ethereum; find it with `solwallet market --search NAME`), checked with CoinGecko before it is stored. AMOUNT is the whole amount you hold (it replaces the stored one), exact, with up to 18 decimals. The market app's save rules: a coin held is updated, or removed at 0; a new coin is added (0 adds nothing).":
            "Το ID είναι το αναγνωριστικό νομίσματος του CoinGecko (bitcoin, ethereum· βρείτε το με `solwallet market --search NAME`), που ελέγχεται στο CoinGecko πριν αποθηκευτεί. Το AMOUNT είναι ολόκληρη η ποσότητα που κατέχετε (αντικαθιστά την αποθηκευμένη), ακριβής, με έως 18 δεκαδικά. Οι κανόνες αποθήκευσης της εφαρμογής αγοράς: ένα νόμισμα που ήδη κατέχετε ενημερώνεται ή αφαιρείται με 0· ένα νέο νόμισμα προστίθεται (το 0 δεν προσθέτει τίποτα).",
        "The CoinGecko coin id.":
            "Το αναγνωριστικό νομίσματος του CoinGecko.",
        "The amount held, e.g. 0.25 (exact decimal, no sign or exponent).":
            "Η ποσότητα που κατέχετε, π.χ. 0.25 (ακριβής δεκαδικός, χωρίς πρόσημο ή εκθέτη).",
        "Remove a manual holding.":
            "Αφαίρεση χειροκίνητης συμμετοχής.",
        "Value the portfolio now and store the value for `portfolio history`.":
            "Αποτίμηση του χαρτοφυλακίου τώρα και αποθήκευση της αξίας για το `portfolio history`.",
        "The portfolio's value over time, from the stored snapshots.":
            "Η αξία του χαρτοφυλακίου στον χρόνο, από τα αποθηκευμένα στιγμιότυπα.",
        "Charts the snapshots in --currency (each `solwallet portfolio` run and `portfolio snapshot` store one), oldest to newest; snapshots that left out holdings without a price are not charted.\n--png/--svg FILE also save the chart as a picture.":
            "Σχεδιάζει τα στιγμιότυπα στο --currency (κάθε εκτέλεση του `solwallet portfolio` και του `portfolio snapshot` αποθηκεύει ένα), από το παλαιότερο στο νεότερο· τα στιγμιότυπα που άφησαν εκτός συμμετοχές χωρίς τιμή δεν σχεδιάζονται.\nΤα --png/--svg FILE αποθηκεύουν επίσης το γράφημα ως εικόνα.",
        "The most recent snapshots to chart (2–100000).":
            "Τα πιο πρόσφατα στιγμιότυπα προς σχεδίαση (2–100000).",
        "Also save the chart as a PNG image here.":
            "Αποθήκευση και του γραφήματος ως εικόνας PNG εδώ.",
        "Also save the chart as an SVG image here.":
            "Αποθήκευση και του γραφήματος ως εικόνας SVG εδώ.",
        "The latest news: items of an RSS or Atom feed (Solana's news by default).":
            "Τα τελευταία νέα: στοιχεία μιας ροής RSS ή Atom (από προεπιλογή τα νέα του Solana).",
        "The feed is $SOLWALLET_NEWS_URL, else the news-url setting (`solwallet config set news-url URL`), else https://solana.com/news/rss.xml; --url overrides them. It is cached for 15 minutes in the wallet's database; when the feed cannot be fetched, the cached items are shown with their age. --open N prints the link of item N alone (for `xdg-open \"$(solwallet news --open 1)\"`).":
            "Η ροή είναι η $SOLWALLET_NEWS_URL, αλλιώς η ρύθμιση news-url (`solwallet config set news-url URL`), αλλιώς το https://solana.com/news/rss.xml· το --url υπερισχύει όλων. Αποθηκεύεται για 15 λεπτά στη βάση δεδομένων του πορτοφολιού· όταν η ροή δεν μπορεί να ανακτηθεί, εμφανίζονται τα αποθηκευμένα στοιχεία με την ηλικία τους. Το --open N εκτυπώνει μόνο τον σύνδεσμο του στοιχείου N (για `xdg-open \"$(solwallet news --open 1)\"`).",
        "The feed's URL (http or https).":
            "Το URL της ροής (http ή https).",
        "Items to show, 1–100.":
            "Στοιχεία προς εμφάνιση, 1–100.",
        "Print the link of item N (1 is the newest) and nothing else.":
            "Εκτύπωση του συνδέσμου του στοιχείου N (το 1 είναι το νεότερο) και τίποτε άλλο.",
        "Seconds to wait for the feed before showing cached items (1–120).":
            "Δευτερόλεπτα αναμονής για τη ροή πριν εμφανιστούν τα αποθηκευμένα στοιχεία (1–120).",
        "Pair with a phone wallet (Phantom, Solflare, Backpack) and ask it to sign.":
            "Σύζευξη με πορτοφόλι κινητού (Phantom, Solflare, Backpack) και αίτημα υπογραφής από αυτό.",
        "Each request prints a link (and its QR code) to open on the phone. The wallet answers by opening the redirect link with its answer appended: pass that URL to `solwallet adapter callback URL`. Requests wait in the encrypted store (under the keystore password) until then. The payloads are encrypted with NaCl box between a key made here for each connection and the wallet's key.":
            "Κάθε αίτημα εκτυπώνει έναν σύνδεσμο (και τον κωδικό QR του) για άνοιγμα στο κινητό. Το πορτοφόλι απαντά ανοίγοντας τον σύνδεσμο ανακατεύθυνσης με την απάντησή του προσαρτημένη: δώστε αυτό το URL στο `solwallet adapter callback URL`. Μέχρι τότε τα αιτήματα περιμένουν στον κρυπτογραφημένο χώρο αποθήκευσης (με τον κωδικό της κλειδοθήκης). Τα δεδομένα κρυπτογραφούνται με NaCl box ανάμεσα σε ένα κλειδί που δημιουργείται εδώ για κάθε σύνδεση και στο κλειδί του πορτοφολιού.",
        "Print the link that connects a phone wallet to this app.":
            "Εκτύπωση του συνδέσμου που συνδέει ένα πορτοφόλι κινητού με αυτή την εφαρμογή.",
        "Example: solwallet adapter connect phantom --redirect myapp://solwallet\nThe wallet asks the user to approve, then opens the redirect link with its answer; give that URL to\nsolwallet adapter callback.":
            "Παράδειγμα: solwallet adapter connect phantom --redirect myapp://solwallet\nΤο πορτοφόλι ζητά έγκριση από τον χρήστη και έπειτα ανοίγει τον σύνδεσμο ανακατεύθυνσης με την απάντησή του· δώστε αυτό το URL στο\nsolwallet adapter callback.",
        "The wallet: phantom, solflare or backpack.":
            "Το πορτοφόλι: phantom, solflare ή backpack.",
        "Where the wallet sends its answer (a custom scheme or https URL, without a query).":
            "Πού στέλνει το πορτοφόλι την απάντησή του (προσαρμοσμένο σχήμα ή URL https, χωρίς παραμέτρους ερωτήματος).",
        "The cluster the wallet should use: mainnet-beta, devnet, testnet (or a CAIP id for Backpack).":
            "Το cluster που θα χρησιμοποιήσει το πορτοφόλι: mainnet-beta, devnet, testnet (ή αναγνωριστικό CAIP για το Backpack).",
        "This app's identity shown by the wallet (an http(s) URL).":
            "Η ταυτότητα αυτής της εφαρμογής, όπως τη δείχνει το πορτοφόλι (URL http(s)).",
        "Do not draw the QR code.":
            "Χωρίς σχεδίαση του κωδικού QR.",
        "Complete a request with the URL the wallet redirected to.":
            "Ολοκλήρωση αιτήματος με το URL στο οποίο ανακατεύθυνε το πορτοφόλι.",
        "Checks the answer (request id, decryption, the signature against the connected account) and finishes what the request was for: stores the connection, prints the message's signature, or sends the signed transfer. A callback that does not prove it comes from the wallet (it lacks the request's nonce and does not decrypt under the session: a forged error, say) is reported and leaves the request waiting for the genuine one.":
            "Ελέγχει την απάντηση (αναγνωριστικό αιτήματος, αποκρυπτογράφηση, την υπογραφή έναντι του συνδεδεμένου λογαριασμού) και ολοκληρώνει αυτό για το οποίο έγινε το αίτημα: αποθηκεύει τη σύνδεση, εκτυπώνει την υπογραφή του μηνύματος ή στέλνει την υπογεγραμμένη μεταφορά. Ένα callback που δεν αποδεικνύει ότι προέρχεται από το πορτοφόλι (δεν έχει το nonce του αιτήματος και δεν αποκρυπτογραφείται με τη συνεδρία: ένα πλαστό σφάλμα, για παράδειγμα) αναφέρεται και αφήνει το αίτημα να περιμένει το γνήσιο.",
        "The URL the wallet opened (quote it in the shell).":
            "Το URL που άνοιξε το πορτοφόλι (βάλτε το σε εισαγωγικά στο κέλυφος).",
        "Print the link that asks the connected wallet to sign a message.":
            "Εκτύπωση του συνδέσμου που ζητά από το συνδεδεμένο πορτοφόλι να υπογράψει ένα μήνυμα.",
        "The message (UTF-8 text).":
            "Το μήνυμα (κείμενο UTF-8).",
        "The connection (its id, a prefix, or the wallet's name) when several are connected.":
            "Η σύνδεση (το αναγνωριστικό της, ένα πρόθεμά του ή το όνομα του πορτοφολιού) όταν είναι συνδεδεμένα περισσότερα από ένα.",
        "Where the wallet sends its answer (default: the one given at connect).":
            "Πού στέλνει το πορτοφόλι την απάντησή του (προεπιλογή: αυτό που δόθηκε στο connect).",
        "Build a SOL transfer from the connected account and ask the wallet to sign it.":
            "Δημιουργία μεταφοράς SOL από τον συνδεδεμένο λογαριασμό και αίτημα υπογραφής της από το πορτοφόλι.",
        "Prints the link; after the wallet signed, `solwallet adapter callback URL` checks the signature and sends the transaction through the cluster given here (-u).":
            "Εκτυπώνει τον σύνδεσμο· αφού υπογράψει το πορτοφόλι, το `solwallet adapter callback URL` ελέγχει την υπογραφή και στέλνει τη συναλλαγή μέσω του cluster που δίνεται εδώ (-u).",
        "The recipient's address.":
            "Η διεύθυνση του παραλήπτη.",
        "The amount in SOL (a decimal, at most 9 decimals).":
            "Το ποσό σε SOL (δεκαδικός αριθμός, έως 9 δεκαδικά).",
        "List the connected wallets and the requests waiting for a callback.":
            "Λίστα των συνδεδεμένων πορτοφολιών και των αιτημάτων που περιμένουν callback.",
        "Erase a connection's keys here and print the link that ends its session.":
            "Διαγραφή των κλειδιών μιας σύνδεσης εδώ και εκτύπωση του συνδέσμου που τερματίζει τη συνεδρία της.",
        "The connection's key and record are erased at once (no later request can use them); open the printed link so that the wallet forgets the session too.":
            "Το κλειδί και η εγγραφή της σύνδεσης διαγράφονται αμέσως (κανένα μεταγενέστερο αίτημα δεν μπορεί να τα χρησιμοποιήσει)· ανοίξτε τον σύνδεσμο που εκτυπώθηκε ώστε να ξεχάσει τη συνεδρία και το πορτοφόλι.",
        "Check the wallet's set-up: files, permissions, the cluster and the clock.":
            "Έλεγχος της εγκατάστασης του πορτοφολιού: αρχεία, δικαιώματα, cluster και ρολόι.",
        "Checks the data directory, the keystore's permissions (0700 directory, 0600 files, no links, owned by you) and leftovers (a .prev may still open with an old password), the database's integrity, the stored settings, that the cluster answers, the clock against the cluster's newest block time, and the QR scanner library. Nothing is created or changed. Each problem comes with what to do. Exit status 1 when a check fails (a warning alone exits 0).":
            "Ελέγχει τον κατάλογο δεδομένων, τα δικαιώματα της κλειδοθήκης (κατάλογος 0700, αρχεία 0600, χωρίς συνδέσμους, με ιδιοκτήτη εσάς) και τα υπολείμματα (ένα .prev μπορεί ακόμη να ανοίγει με παλιό κωδικό), την ακεραιότητα της βάσης δεδομένων, τις αποθηκευμένες ρυθμίσεις, ότι το cluster απαντά, το ρολόι σε σχέση με τον χρόνο του νεότερου μπλοκ του cluster και τη βιβλιοθήκη σάρωσης QR. Τίποτα δεν δημιουργείται ούτε αλλάζει. Κάθε πρόβλημα συνοδεύεται από το τι πρέπει να κάνετε. Κωδικός εξόδου 1 όταν αποτυγχάνει ένας έλεγχος (μια προειδοποίηση μόνη της τερματίζει με 0).",
        "Warn when the clock and the cluster's newest block time differ by more (seconds).":
            "Προειδοποίηση όταν το ρολόι και ο χρόνος του νεότερου μπλοκ του cluster διαφέρουν περισσότερο από τόσα δευτερόλεπτα.",
        "List the cluster's validators (vote accounts) to stake with.":
            "Λίστα των επικυρωτών του cluster (λογαριασμοί ψήφου) για staking.",
        "From getVoteAccounts: the vote account (what you delegate to), the validator's identity, its commission (the share of rewards it keeps), its active stake, its last vote and whether it is delinquent (it stopped voting: stake there earns nothing). Stake with 'solwallet stake create AMOUNT --validator VOTE'.":
            "Από το getVoteAccounts: ο λογαριασμός ψήφου (σε αυτόν κάνετε την ανάθεση), η ταυτότητα του επικυρωτή, η προμήθειά του (το μερίδιο των ανταμοιβών που κρατά), το ενεργό stake του, η τελευταία ψήφος του και αν είναι ανενεργός (σταμάτησε να ψηφίζει: το stake εκεί δεν αποδίδει τίποτα). Δέσμευση με 'solwallet stake create AMOUNT --validator VOTE'.",
        "Sort by 'stake' (most first, the default) or 'commission' (lowest first).":
            "Ταξινόμηση κατά 'stake' (πρώτα το μεγαλύτερο, η προεπιλογή) ή 'commission' (πρώτα η χαμηλότερη).",
        "Stake SOL with a validator, watch it, collect rewards, and unstake.":
            "Δέσμευση (staking) SOL σε επικυρωτή, παρακολούθηση, συλλογή ανταμοιβών και αποδέσμευση.",
        "Stake accounts are created at addresses derived from your account and a seed (\"0\", \"1\", …, as the Solana CLI's --seed and solana-stake-accounts do), so nothing new needs backing up. Stake activates at the next epoch boundary, earns rewards every epoch, and after 'deactivate' cools down until the next boundary; then 'withdraw' returns it to your account. Every transaction is shown for review before signing.":
            "Οι λογαριασμοί stake δημιουργούνται σε διευθύνσεις που παράγονται από τον λογαριασμό σας και έναν σπόρο (\"0\", \"1\", …, όπως κάνουν το --seed του Solana CLI και το solana-stake-accounts), οπότε δεν χρειάζεται αντίγραφο ασφαλείας για τίποτα νέο. Το stake ενεργοποιείται στο επόμενο όριο εποχής, αποδίδει ανταμοιβές σε κάθε εποχή και, μετά το 'deactivate', περνά περίοδο αναμονής μέχρι το επόμενο όριο· έπειτα το 'withdraw' το επιστρέφει στον λογαριασμό σας. Κάθε συναλλαγή εμφανίζεται για έλεγχο πριν από την υπογραφή.",
        "Create a stake account with AMOUNT SOL and delegate it to a validator.":
            "Δημιουργία λογαριασμού stake με AMOUNT SOL και ανάθεσή του σε επικυρωτή.",
        "Refuses an amount below the cluster's minimum delegation, a wallet that cannot pay the amount, the rent-exempt reserve (kept in the stake account) and the fee, an unknown vote account, and a delinquent validator (unless --allow-delinquent). The review shows the rent, the minimum delegation and the epoch the stake becomes active, with an estimated time.":
            "Απορρίπτει ποσό κάτω από την ελάχιστη ανάθεση του cluster, πορτοφόλι που δεν μπορεί να πληρώσει το ποσό, το αποθεματικό απαλλαγής από ενοίκιο (που μένει στον λογαριασμό stake) και το τέλος, άγνωστο λογαριασμό ψήφου και ανενεργό επικυρωτή (εκτός αν δοθεί --allow-delinquent). Ο έλεγχος δείχνει το ενοίκιο, την ελάχιστη ανάθεση και την εποχή κατά την οποία το stake γίνεται ενεργό, με εκτιμώμενο χρόνο.",
        "The SOL to stake (a decimal, e.g. 2.5).":
            "Τα SOL προς δέσμευση (δεκαδικός αριθμός, π.χ. 2.5).",
        "The validator's vote account (see solwallet validators).":
            "Ο λογαριασμός ψήφου του επικυρωτή (δείτε solwallet validators).",
        "Stake with a delinquent validator anyway.":
            "Δέσμευση σε ανενεργό επικυρωτή παρ’ όλα αυτά.",
        "Use this address of your wallets (default: the first wallet's first account).":
            "Χρήση αυτής της διεύθυνσης των πορτοφολιών σας (προεπιλογή: ο πρώτος λογαριασμός του πρώτου πορτοφολιού).",
        "Your stake accounts: state, active and inactive amounts.":
            "Οι λογαριασμοί stake σας: κατάσταση, ενεργά και ανενεργά ποσά.",
        "States: activating (until the next epoch boundary), active (earning), deactivating (cooling down until the next boundary), inactive (withdrawable). Amounts are computed from the cluster's stake history as the runtime does.":
            "Καταστάσεις: ενεργοποιείται (μέχρι το επόμενο όριο εποχής), ενεργό (αποδίδει), απενεργοποιείται (περίοδος αναμονής μέχρι το επόμενο όριο), ανενεργό (αναλήψιμο). Τα ποσά υπολογίζονται από το ιστορικό stake του cluster, όπως τα υπολογίζει το runtime.",
        "List the stake accounts of this address of your wallets (default: the first account).":
            "Λίστα των λογαριασμών stake αυτής της διεύθυνσης των πορτοφολιών σας (προεπιλογή: ο πρώτος λογαριασμός).",
        "Deactivate (unstake) a stake account; withdraw it after the cooldown.":
            "Απενεργοποίηση (αποδέσμευση) λογαριασμού stake· ανάληψη μετά την περίοδο αναμονής.",
        "Deactivation is all or nothing per account: split first to unstake a part.":
            "Η απενεργοποίηση είναι όλα ή τίποτα ανά λογαριασμό: κάντε πρώτα διαχωρισμό (split) για να αποδεσμεύσετε ένα μέρος.",
        "The stake account.":
            "Ο λογαριασμός stake.",
        "Withdraw inactive SOL from a stake account to your account.":
            "Ανάληψη ανενεργών SOL από λογαριασμό stake στον λογαριασμό σας.",
        "Without AMOUNT, everything withdrawable: the whole balance of an inactive account (which closes it). Refuses while the stake is active, activating or cooling down: deactivate it and wait for the boundary.":
            "Χωρίς AMOUNT, όλα τα αναλήψιμα: ολόκληρο το υπόλοιπο ενός ανενεργού λογαριασμού (που έτσι κλείνει). Απορρίπτεται όσο το stake είναι ενεργό, ενεργοποιείται ή βρίσκεται σε περίοδο αναμονής: απενεργοποιήστε το και περιμένετε το όριο εποχής.",
        "SOL to withdraw (default: everything withdrawable).":
            "SOL προς ανάληψη (προεπιλογή: όλα τα αναλήψιμα).",
        "Move AMOUNT SOL of a stake account into a new one (same validator).":
            "Μεταφορά AMOUNT SOL ενός λογαριασμού stake σε νέο λογαριασμό (ίδιος επικυρωτής).",
        "Both parts must stay at or above the minimum delegation. Use it to unstake a part.":
            "Και τα δύο μέρη πρέπει να μένουν τουλάχιστον στην ελάχιστη ανάθεση. Χρησιμοποιήστε το για να αποδεσμεύσετε ένα μέρος.",
        "The stake account to split.":
            "Ο λογαριασμός stake προς διαχωρισμό.",
        "The SOL to move into the new account.":
            "Τα SOL που μεταφέρονται στον νέο λογαριασμό.",
        "Merge SOURCE into DESTINATION (SOURCE is closed).":
            "Συγχώνευση του SOURCE στο DESTINATION (το SOURCE κλείνει).",
        "Both must be inactive, both activating in the same epoch, or both fully active, to the same validator, with the same authorities; an account that is partly activating or deactivating cannot be merged.":
            "Και οι δύο πρέπει να είναι ανενεργοί, να ενεργοποιούνται στην ίδια εποχή ή να είναι πλήρως ενεργοί, στον ίδιο επικυρωτή, με τις ίδιες αρχές· ένας λογαριασμός που ενεργοποιείται ή απενεργοποιείται εν μέρει δεν μπορεί να συγχωνευθεί.",
        "The account that remains.":
            "Ο λογαριασμός που παραμένει.",
        "The account merged and closed.":
            "Ο λογαριασμός που συγχωνεύεται και κλείνει.",
        "Staking rewards of your stake accounts, per epoch.":
            "Ανταμοιβές staking των λογαριασμών stake σας, ανά εποχή.",
        "From getInflationReward, for the last N finished epochs (newest first).":
            "Από το getInflationReward, για τις τελευταίες N ολοκληρωμένες εποχές (οι νεότερες πρώτες).",
        "How many finished epochs to show (1…50).":
            "Πόσες ολοκληρωμένες εποχές θα εμφανιστούν (1…50).",
        "The rewards of this address of your wallets (default: the first account).":
            "Οι ανταμοιβές αυτής της διεύθυνσης των πορτοφολιών σας (προεπιλογή: ο πρώτος λογαριασμός).",
        "Manage your token accounts.":
            "Διαχείριση των λογαριασμών token σας.",
        "Close your empty token accounts and get their rent back.":
            "Κλείσιμο των κενών λογαριασμών token σας και επιστροφή του ενοικίου τους.",
        "Every token account keeps about 0.002 SOL of rent while it exists, even when it holds nothing. This closes the ones holding 0 tokens (SPL Token and Token-2022) that your account can close alone, at most 20 per transaction, after showing what the simulated transaction does. Receiving that token again creates the account again.":
            "Κάθε λογαριασμός token δεσμεύει περίπου 0.002 SOL ενοικίου όσο υπάρχει, ακόμη κι όταν δεν περιέχει τίποτα. Αυτή η εντολή κλείνει όσους έχουν 0 token (SPL Token και Token-2022) και μπορεί να τους κλείσει μόνος του ο λογαριασμός σας, το πολύ 20 ανά συναλλαγή, αφού δείξει τι κάνει η προσομοιωμένη συναλλαγή. Αν λάβετε ξανά αυτό το token, ο λογαριασμός δημιουργείται ξανά.",
        "Leave a token out of your balances (nothing changes on chain).":
            "Απόκρυψη ενός token από τα υπόλοιπά σας (τίποτα δεν αλλάζει στην αλυσίδα).",
        "The balance says how many tokens it leaves out; 'solwallet token unhide MINT' shows one again.":
            "Το υπόλοιπο λέει πόσα token αφήνει εκτός· το 'solwallet token unhide MINT' εμφανίζει ξανά ένα.",
        "The token's mint (the full address the balance shows).":
            "Το mint του token (ολόκληρη η διεύθυνση που δείχνει το υπόλοιπο).",
        "Show a hidden token in your balances again.":
            "Επανεμφάνιση ενός κρυφού token στα υπόλοιπά σας.",
        "Also shows a token the token-filter rule hides (dust of a mint without a name): your choice wins over the rule. 'solwallet balance --all' lists the hidden tokens with why each is hidden.":
            "Εμφανίζει επίσης ένα token που κρύβει ο κανόνας token-filter (σκόνη ενός mint χωρίς όνομα): η επιλογή σας υπερισχύει του κανόνα. Το 'solwallet balance --all' εμφανίζει τα κρυφά token με τον λόγο που κρύβεται το καθένα.",
        "The token's mint.":
            "Το mint του token.",
        "List the tokens left out of your balances, with why each is hidden.":
            "Λίστα των token που μένουν εκτός των υπολοίπων σας, με τον λόγο που κρύβεται το καθένα.",
        "The mints you hid ('solwallet token hide'), and the token accounts of the account that the token-filter rule hides right now (read from the cluster, else the cached balance), each with its reason. Without an account and without a wallet, only the mints you hid.":
            "Τα mint που κρύψατε ('solwallet token hide') και οι λογαριασμοί token του λογαριασμού που κρύβει αυτή τη στιγμή ο κανόνας token-filter (όπως διαβάζονται από το cluster, αλλιώς από το αποθηκευμένο υπόλοιπο), ο καθένας με τον λόγο του. Χωρίς λογαριασμό και χωρίς πορτοφόλι, μόνο τα mint που κρύψατε.",
        "Show the wallet in your browser: a local dashboard on 127.0.0.1.":
            "Εμφάνιση του πορτοφολιού στο πρόγραμμα περιήγησής σας: ένας τοπικός πίνακας ελέγχου στο 127.0.0.1.",
        "Prints a link with a one-time token (like Jupyter): open it in this machine's browser. It works once and gives that browser a session cookie; anyone else gets \"not signed in\". The server listens on 127.0.0.1 only, refuses other Host and Origin headers, checks a CSRF token on every form, and sends a strict Content-Security-Policy. The seed phrase is shown only on the export screen, after the password. After --idle-lock seconds without a request the dashboard locks until the password is entered again. Every screen works without JavaScript; one small script updates the balance live. Stop with Ctrl-C.\n\nImages an Action or a coin names (icons, logos) are fetched by the dashboard, never by the browser, and never from this machine or a private network; $SOLWALLET_PRIVATE_IMAGE_HOSTS (host names, comma separated) lists hosts that may be (an image server of your own).":
            "Εκτυπώνει έναν σύνδεσμο με διακριτικό μίας χρήσης (όπως το Jupyter): ανοίξτε τον στο πρόγραμμα περιήγησης αυτού του υπολογιστή. Λειτουργεί μία φορά και δίνει σε αυτό το πρόγραμμα περιήγησης ένα cookie συνεδρίας· οποιοσδήποτε άλλος λαμβάνει «δεν έχετε συνδεθεί». Ο διακομιστής ακούει μόνο στο 127.0.0.1, απορρίπτει άλλες κεφαλίδες Host και Origin, ελέγχει ένα διακριτικό CSRF σε κάθε φόρμα και στέλνει αυστηρή Content-Security-Policy. Η φράση ανάκτησης εμφανίζεται μόνο στην οθόνη εξαγωγής, μετά τον κωδικό. Μετά από --idle-lock δευτερόλεπτα χωρίς αίτημα ο πίνακας ελέγχου κλειδώνει μέχρι να εισαχθεί ξανά ο κωδικός. Κάθε οθόνη λειτουργεί χωρίς JavaScript· ένα μικρό σενάριο ενημερώνει το υπόλοιπο ζωντανά. Διακοπή με Ctrl-C.\n\nΟι εικόνες που ορίζει μια ενέργεια (Action) ή ένα νόμισμα (εικονίδια, λογότυπα) ανακτώνται από τον πίνακα ελέγχου, ποτέ από το πρόγραμμα περιήγησης, και ποτέ από αυτόν τον υπολογιστή ή από ιδιωτικό δίκτυο· η $SOLWALLET_PRIVATE_IMAGE_HOSTS (ονόματα διακομιστών, χωρισμένα με κόμμα) ορίζει διακομιστές από τους οποίους επιτρέπεται (δικός σας διακομιστής εικόνων).",
        "The port on 127.0.0.1 (0: any free port).":
            "Η θύρα στο 127.0.0.1 (0: οποιαδήποτε ελεύθερη θύρα).",
        "Lock the dashboard after this many seconds without a request (1–86400).":
            "Κλείδωμα του πίνακα ελέγχου μετά από τόσα δευτερόλεπτα χωρίς αίτημα (1–86400).",
        "Sign an off-chain message, or verify a signature of one.":
            "Υπογραφή μηνύματος εκτός αλυσίδας ή επαλήθευση της υπογραφής ενός τέτοιου μηνύματος.",
        "Sign an off-chain message with one of your accounts, after a review.":
            "Υπογραφή μηνύματος εκτός αλυσίδας με έναν από τους λογαριασμούς σας, μετά από έλεγχο.",
        "Prints the signature in base58, as `solana sign-offchain-message` does. The review shows the text exactly (control and invisible characters escaped). Refuses text past its format's limits, and bytes that parse as a Solana transaction.":
            "Εκτυπώνει την υπογραφή σε base58, όπως το `solana sign-offchain-message`. Ο έλεγχος δείχνει το κείμενο ακριβώς (με διαφυγή των χαρακτήρων ελέγχου και των αόρατων χαρακτήρων). Απορρίπτει κείμενο πέρα από τα όρια της μορφής του, καθώς και byte που αναλύονται ως συναλλαγή Solana.",
        "The message text (or --file).":
            "Το κείμενο του μηνύματος (ή --file).",
        "Read the message from this file (UTF-8, taken exactly: a final newline is part of it).":
            "Ανάγνωση του μηνύματος από αυτό το αρχείο (UTF-8, ακριβώς όπως είναι: μια τελική αλλαγή γραμμής είναι μέρος του).",
        "The message layout: 'v0' (the current spec, what the Solana CLI 3.x signs; default for sign), 'legacy' (the v0 header of the Solana CLI up to 2.x), or 'v1'. Verify tries v0, then legacy, unless given.":
            "Η διάταξη του μηνύματος: 'v0' (η τρέχουσα προδιαγραφή, αυτό που υπογράφει το Solana CLI 3.x· προεπιλογή για το sign), 'legacy' (η κεφαλίδα v0 του Solana CLI έως την 2.x) ή 'v1'. Το verify δοκιμάζει v0 και έπειτα legacy, εκτός αν δοθεί διάταξη.",
        "The v0 format: 'ascii' (restricted ASCII, what a hardware wallet shows), 'utf8' (up to 1,232 bytes) or 'extended' (up to 65,535 bytes). Default: the first that holds the text.":
            "Η μορφή v0: 'ascii' (περιορισμένο ASCII, αυτό που δείχνει ένα πορτοφόλι υλικού), 'utf8' (έως 1.232 byte) ή 'extended' (έως 65.535 byte). Προεπιλογή: η πρώτη που χωρά το κείμενο.",
        "The v0 application domain (32 bytes in base58; default all zero, as the Solana CLI).":
            "Ο τομέας εφαρμογής v0 (32 byte σε base58· προεπιλογή όλα μηδέν, όπως στο Solana CLI).",
        "Sign with this account of your wallets: an address, a label or a wallet name.":
            "Υπογραφή με αυτόν τον λογαριασμό των πορτοφολιών σας: διεύθυνση, ετικέτα ή όνομα πορτοφολιού.",
        "Verify a signature of an off-chain message.":
            "Επαλήθευση υπογραφής μηνύματος εκτός αλυσίδας.",
        "Prints \"Signature is valid\", as `solana verify-offchain-signature` does, and exits 0; otherwise exits 1. Without --layout, a signature made by either generation of the Solana CLI verifies (the current v0, then the legacy header).":
            "Εκτυπώνει «Η υπογραφή είναι έγκυρη», όπως το `solana verify-offchain-signature`, και τερματίζει με 0· αλλιώς τερματίζει με 1. Χωρίς --layout, επαληθεύεται μια υπογραφή από οποιαδήποτε από τις δύο γενιές του Solana CLI (πρώτα η τρέχουσα v0, έπειτα η κεφαλίδα legacy).",
        "The signature (base58).":
            "Η υπογραφή (base58).",
        "The signer's address (base58).":
            "Η διεύθυνση του υπογράφοντος (base58).",
        "Sign in to a dApp (Sign-In With Solana), or verify a sign-in.":
            "Σύνδεση σε dApp (Sign-In With Solana) ή επαλήθευση μιας σύνδεσης.",
        "Sign in to a dApp: check its request, review, sign.":
            "Σύνδεση σε dApp: έλεγχος του αιτήματός του, επισκόπηση, υπογραφή.",
        "REQUEST.json is the dApp's SolanaSignInInput (every field optional), or {\"origin\": URL, \"input\": {…}}. The domain must be the origin's (--origin, or the request's; both given must agree), the chain the cluster's (--url), issued-at within 10 minutes of now, and now within not-before and expiration. Prints the Wallet Standard's SolanaSignInOutput as JSON (signature base58, signed message base64), which `solwallet sign-in verify` and the dApp's verifySignIn accept.":
            "Το REQUEST.json είναι το SolanaSignInInput του dApp (όλα τα πεδία προαιρετικά) ή {\"origin\": URL, \"input\": {…}}. Ο τομέας πρέπει να είναι αυτός της προέλευσης (--origin ή του αιτήματος· αν δοθούν και τα δύο, πρέπει να συμφωνούν), η αλυσίδα αυτή του cluster (--url), το issued-at μέσα σε 10 λεπτά από τώρα και η τρέχουσα ώρα μέσα στα not-before και expiration. Εκτυπώνει το SolanaSignInOutput του Wallet Standard ως JSON (υπογραφή σε base58, υπογεγραμμένο μήνυμα σε base64), το οποίο δέχονται το `solwallet sign-in verify` και το verifySignIn του dApp.",
        "The dApp's sign-in request (JSON; - for standard input).":
            "Το αίτημα σύνδεσης του dApp (JSON· - για την τυπική είσοδο).",
        "The page asking to sign in (https://…); checked against the request's domain.":
            "Η σελίδα που ζητά τη σύνδεση (https://…)· ελέγχεται έναντι του τομέα του αιτήματος.",
        "Sign in with this account of your wallets: an address, a label or a wallet name.":
            "Σύνδεση με αυτόν τον λογαριασμό των πορτοφολιών σας: διεύθυνση, ετικέτα ή όνομα πορτοφολιού.",
        "SIWS 1.1: sign the text inside an off-chain message v1 envelope.":
            "SIWS 1.1: υπογραφή του κειμένου μέσα σε φάκελο μηνύματος εκτός αλυσίδας v1.",
        "Verify a sign-in output against the request (the dApp's side).":
            "Επαλήθευση απάντησης σύνδεσης έναντι του αιτήματος (η πλευρά του dApp).",
        "Checks what the Wallet Standard's verifySignIn checks — the signed message parses, agrees with the request (domain and address when given, every other field exactly), and carries the account's signature — and the time window (unless --ignore-time). Prints \"Sign-in is valid: …\" and exits 0; otherwise says why and exits 1.":
            "Ελέγχει ό,τι ελέγχει το verifySignIn του Wallet Standard — ότι το υπογεγραμμένο μήνυμα αναλύεται, συμφωνεί με το αίτημα (τομέας και διεύθυνση όταν δίνονται, κάθε άλλο πεδίο ακριβώς) και φέρει την υπογραφή του λογαριασμού — καθώς και το χρονικό παράθυρο (εκτός αν δοθεί --ignore-time). Εκτυπώνει «Η σύνδεση είναι έγκυρη: …» και τερματίζει με 0· αλλιώς εξηγεί γιατί και τερματίζει με 1.",
        "The wallet's SolanaSignInOutput (JSON; - for standard input).":
            "Το SolanaSignInOutput του πορτοφολιού (JSON· - για την τυπική είσοδο).",
        "The sign-in request the dApp sent (its SolanaSignInInput JSON).":
            "Το αίτημα σύνδεσης που έστειλε το dApp (το JSON SolanaSignInInput του).",
        "Do not check issued-at, not-before and expiration against now.":
            "Χωρίς έλεγχο των issued-at, not-before και expiration έναντι της τρέχουσας ώρας.",
        "Work with program IDLs (Codama and Anchor).":
            "Εργασία με IDL προγραμμάτων (Codama και Anchor).",
        "Generate Swift sources for a program from its IDL.":
            "Δημιουργία πηγαίου κώδικα Swift για ένα πρόγραμμα από το IDL του.",
        "Writes one file per instruction, account and defined type, plus the program id, its PDAs and its errors, under DIR (Instructions/, Accounts/, Types/). The output is deterministic; every file starts with \"// Generated by solwallet idl generate — do not edit\", and only such files are replaced (--force replaces any).\nExample: solwallet idl generate idl.json --module Token --out Sources/TokenClient":
            "Γράφει ένα αρχείο ανά εντολή, λογαριασμό και ορισμένο τύπο, καθώς και το αναγνωριστικό του προγράμματος, τα PDA του και τα σφάλματά του, κάτω από τον DIR (Instructions/, Accounts/, Types/). Η έξοδος είναι ντετερμινιστική· κάθε αρχείο αρχίζει με \"// Generated by solwallet idl generate — do not edit\" και αντικαθίστανται μόνο τέτοια αρχεία (το --force αντικαθιστά οποιοδήποτε).\nΠαράδειγμα: solwallet idl generate idl.json --module Token --out Sources/TokenClient",
        "The IDL file (Codama rootNode or Anchor JSON).":
            "Το αρχείο IDL (rootNode του Codama ή JSON του Anchor).",
        "The name the generated types are prefixed with.":
            "Το όνομα που μπαίνει ως πρόθεμα στους τύπους που δημιουργούνται.",
        "The directory to write to (created if needed).":
            "Ο κατάλογος εγγραφής (δημιουργείται αν χρειάζεται).",
        "Replace files that were not generated by this command.":
            "Αντικατάσταση αρχείων που δεν δημιουργήθηκαν από αυτή την εντολή.",
        "Register a program's IDL: tx decode, tx show and the signing review then name its instructions.":
            "Καταχώριση του IDL ενός προγράμματος: έπειτα τα tx decode, tx show και ο έλεγχος πριν από την υπογραφή ονομάζουν τις εντολές του.",
        "The IDL (Codama rootNode or Anchor >= 0.30) is read in full and kept under the wallet's data directory, keyed by its program id. Naming is for display only: an instruction a registered IDL names is still one the wallet cannot vouch for, and a payment still refuses it.\nExample: solwallet idl add target/idl/vault.json":
            "Το IDL (rootNode του Codama ή Anchor >= 0.30) διαβάζεται ολόκληρο και φυλάσσεται στον κατάλογο δεδομένων του πορτοφολιού, με κλειδί το αναγνωριστικό του προγράμματος. Η ονομασία είναι μόνο για εμφάνιση: μια εντολή που ονομάζει ένα καταχωρισμένο IDL εξακολουθεί να είναι εντολή για την οποία το πορτοφόλι δεν μπορεί να εγγυηθεί, και μια πληρωμή εξακολουθεί να την απορρίπτει.\nΠαράδειγμα: solwallet idl add target/idl/vault.json",
        "Replace an IDL already registered for the same program.":
            "Αντικατάσταση IDL που είναι ήδη καταχωρισμένο για το ίδιο πρόγραμμα.",
        "List the registered program IDLs.":
            "Λίστα των καταχωρισμένων IDL προγραμμάτων.",
        "Remove the registered IDL of a program.":
            "Αφαίρεση του καταχωρισμένου IDL ενός προγράμματος.",
        "The program id.":
            "Το αναγνωριστικό του προγράμματος.",
        "Show subcommand help information.":
            "Εμφάνιση πληροφοριών βοήθειας για μια υποεντολή.",
        "OVERVIEW:":
            "ΕΠΙΣΚΟΠΗΣΗ:",
        "USAGE:":
            "ΧΡΗΣΗ:",
        "ARGUMENTS:":
            "ΟΡΙΣΜΑΤΑ:",
        "OPTIONS:":
            "ΕΠΙΛΟΓΕΣ:",
        "SUBCOMMANDS:":
            "ΥΠΟΕΝΤΟΛΕΣ:",
        "(default: ":
            "(προεπιλογή: ",
        "; default: ":
            "· προεπιλογή: ",
        "(values: ":
            "(τιμές: ",
        "Help:  ":
            "Βοήθεια:  ",
        "Usage: ":
            "Χρήση: ",
        "See '{1} <subcommand>' for detailed help.":
            "Δείτε '{1} <subcommand>' για αναλυτική βοήθεια.",
        "See '{1} --help' for more information.":
            "Δείτε '{1} --help' για περισσότερες πληροφορίες.",
        "Missing expected argument '{1}'":
            "Λείπει το αναμενόμενο όρισμα '{1}'",
        "Missing one of: '{1}'":
            "Λείπει ένα από τα: '{1}'",
        "Missing value for '{1}'":
            "Λείπει τιμή για το '{1}'",
        "Unknown option '{1}'. Did you mean '{2}'?":
            "Άγνωστη επιλογή '{1}'. Μήπως εννοούσατε '{2}';",
        "Unknown option '{1}'":
            "Άγνωστη επιλογή '{1}'",
        "Unexpected argument '{1}'":
            "Μη αναμενόμενο όρισμα '{1}'",
        "{1} unexpected arguments: '{2}'":
            "{1} μη αναμενόμενα ορίσματα: '{2}'",
        "Invalid option: {1}":
            "Μη έγκυρη επιλογή: {1}",
        "Missing required subcommand.":
            "Λείπει η απαιτούμενη υποεντολή.",
        "The option '{1}' does not take any value, but '{2}' was specified.":
            "Η επιλογή '{1}' δεν δέχεται τιμή, αλλά δόθηκε '{2}'.",
        "The value '{1}' is invalid for '{2}'. Please provide one of {3}.":
            "Η τιμή '{1}' δεν είναι έγκυρη για το '{2}'. Δώστε μία από τις τιμές {3}.",
        "The value '{1}' is invalid for '{2}'. Please provide one of the following:{3}":
            "Η τιμή '{1}' δεν είναι έγκυρη για το '{2}'. Δώστε μία από τις παρακάτω:{3}",
        "The value '{1}' is invalid for '{2}': {3}":
            "Η τιμή '{1}' δεν είναι έγκυρη για το '{2}': {3}",
        "The value '{1}' is invalid for '{2}'":
            "Η τιμή '{1}' δεν είναι έγκυρη για το '{2}'",
        "Value to be set with {1} had already been set with {2}":
            "Η τιμή που θα οριζόταν με το {1} είχε ήδη οριστεί με το {2}",
    ]
}
