extension Strings {
    /// Greek, in the words Greek wallet interfaces use: υπόλοιπο, αποστολή, λήψη, χρέωση, συναλλαγή, ιστορικό,
    /// φράση ανάκτησης, κωδικός πρόσβασης, διεύθυνση, δίκτυο, πορτοφόλι. (Greek punctuation: «» quotes, and "·"
    /// where English has a semicolon, since ";" is the Greek question mark.)
    static let el: [L10nKey: String] = [
        .balance: "Υπόλοιπο",
        .send: "Αποστολή",
        .receive: "Λήψη",
        .fee: "Χρέωση",
        .transaction: "Συναλλαγή",
        .history: "Ιστορικό",
        .seedPhrase: "Φράση ανάκτησης",
        .password: "Κωδικός πρόσβασης",
        .address: "Διεύθυνση",
        .token: "Token",
        .network: "Δίκτυο",
        .wallet: "Πορτοφόλι",
        .amount: "Ποσό",
        .signature: "Υπογραφή",
        .recipient: "Παραλήπτης",
        .confirm: "Επιβεβαίωση",
        .cancel: "Ακύρωση",
        .account: "Λογαριασμός",
        .tokenAddress: "Διεύθυνση token",
        .slot: "Slot",
        .error: "Σφάλμα",
        .details: "Λεπτομέρειες",

        .columnDate: "Ημερομηνία",
        .columnType: "Τύπος",
        .columnCounterparty: "Από / Προς",
        .columnStatus: "Κατάσταση",
        .columnMemo: "Σημείωση",

        .balanceOf: "Υπόλοιπο του {1}",
        .atSlot: "slot {1}",
        .noTokens: "Κανένα token",
        .cachedNotice: "Αποθηκεύτηκε {1} — εκτός σύνδεσης: {2}",
        .loading: "Φόρτωση…",

        .historyOf: "Ιστορικό του {1}",
        .historyOfflineNotice: "Αποθηκευμένο ιστορικό — εκτός σύνδεσης: {1}",
        .historyOlderHint: "Παλαιότερες συναλλαγές: {1}",
        .noTransactions: "Δεν υπάρχουν ακόμη συναλλαγές",
        .unknownDate: "άγνωστη ημερομηνία",
        .directionSent: "Εστάλη",
        .directionReceived: "Ελήφθη",
        .directionOther: "Άλλο",
        .statusConfirmed: "Επιβεβαιώθηκε",
        .statusFailed: "Απέτυχε",
        .transactionCountOne: "{1} συναλλαγή",
        .transactionCountOther: "{1} συναλλαγές",

        .counterparty: "Αντισυμβαλλόμενος",
        .tokenChanges: "Μεταβολές token",
        .explorer: "Εξερευνητής",
        .blockTime: "Ώρα",

        .justNow: "μόλις τώρα",
        .minutesAgoOne: "πριν από {1} λεπτό",
        .minutesAgoOther: "πριν από {1} λεπτά",
        .hoursAgoOne: "πριν από {1} ώρα",
        .hoursAgoOther: "πριν από {1} ώρες",
        .daysAgoOne: "πριν από {1} ημέρα",
        .daysAgoOther: "πριν από {1} ημέρες",
        .minutesOne: "{1} λεπτό",
        .minutesOther: "{1} λεπτά",
        .hoursOne: "{1} ώρα",
        .hoursOther: "{1} ώρες",
        .daysOne: "{1} ημέρα",
        .daysOther: "{1} ημέρες",

        .errorInvalidAddress: "Το «{1}» δεν είναι διεύθυνση Solana.",
        .hintInvalidAddress: "Ελέγξτε τη διεύθυνση: 32 έως 44 χαρακτήρες base58, χωρίς 0, O, I ή l.",
        .errorBalanceUnavailable:
            "Το υπόλοιπο δεν είναι διαθέσιμο: δεν ήταν δυνατή η σύνδεση με το δίκτυο και δεν υπάρχει αποθηκευμένο "
            + "υπόλοιπο σε αυτή τη συσκευή.",
        .hintCheckConnection: "Ελέγξτε τη σύνδεσή σας ή επιλέξτε άλλο κόμβο RPC με --url και δοκιμάστε ξανά.",
        .errorCacheExpired:
            "Το αποθηκευμένο υπόλοιπο ενημερώθηκε {1}· υπόλοιπα παλαιότερα από {2} δεν εμφανίζονται εκτός σύνδεσης.",
        .hintConnectAndRetry: "Συνδεθείτε στο δίκτυο και δοκιμάστε ξανά.",
        .errorMalformedAnswer: "Ο κόμβος του δικτύου έστειλε απάντηση που το πορτοφόλι δεν μπόρεσε να διαβάσει.",
        .hintOtherNode: "Δοκιμάστε άλλο κόμβο RPC με --url.",
        .errorStore: "Η τοπική βάση δεδομένων του πορτοφολιού απέτυχε.",
        .hintStore: "Ελέγξτε ότι ο φάκελος δεδομένων του πορτοφολιού υπάρχει, είναι εγγράψιμος και έχει ελεύθερο χώρο.",
        .errorHistoryUnavailable:
            "Το ιστορικό δεν είναι διαθέσιμο: δεν ήταν δυνατή η σύνδεση με το δίκτυο και δεν υπάρχει αποθηκευμένο "
            + "ιστορικό σε αυτή τη συσκευή.",
        .errorHistoryDecoding: "Δεν ήταν δυνατή η ανάγνωση μιας συναλλαγής από τον κόμβο του δικτύου.",
        .errorHistoryNotStored:
            "Αυτό το τμήμα του ιστορικού δεν είναι αποθηκευμένο και το δίκτυο δεν είναι προσβάσιμο.",
        .hintTryLater: "Δοκιμάστε ξανά αργότερα ή με άλλο κόμβο RPC (--url).",
    ]
}
