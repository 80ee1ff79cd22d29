// The help texts of `solwallet` in Greek, keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing el`.

extension HelpStrings {
    /// Greek.
    static let el: [String: String] = [
        "A Solana wallet and toolbox for the terminal.":
            "Πορτοφόλι Solana και εργαλειοθήκη για το τερματικό.",
        "Every command takes --json for one JSON object on stdout. Errors go to stderr (\"error: …\", or {\"error\": …, \"code\": …} with --json). Exit status: 0 ok, 1 bad input, arguments or files, 2 network or cluster error.":
            "Κάθε εντολή δέχεται --json για ένα αντικείμενο JSON στο stdout. Τα σφάλματα πηγαίνουν στο stderr (\"error: …\" ή, με --json, {\"error\": …, \"code\": …}). Κωδικός εξόδου: 0 επιτυχία, 1 λανθασμένη είσοδος, ορίσματα ή αρχεία, 2 σφάλμα δικτύου ή cluster.",
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
    ]
}
