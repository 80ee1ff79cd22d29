import WalletPresentation

/// The dashboard's own labels (buttons, form fields, navigation) in the four languages. The data's texts come from
/// the WalletPresentation view models, as in the CLI.
enum WebStrings {
    /// `key` in `language` (English when a language lacks it; the English key itself when nothing has it).
    static func text(_ key: String, _ language: Language) -> String {
        let row = table[key]
        return row?[language] ?? row?[.en] ?? key
    }

    /// Every label for the templates, as `t.KEY`.
    static func all(_ language: Language) -> [String: String] { byLanguage[language] ?? [:] }

    private static let byLanguage: [Language: [String: String]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language in
            (language, Dictionary(uniqueKeysWithValues: table.keys.map { ($0, text($0, language)) }))
        })

    private static let table: [String: [Language: String]] = [
        "wallets": [.en: "Wallets", .pt: "Carteiras", .el: "Πορτοφόλια", .tr: "Cüzdanlar"],
        "market": [.en: "Market", .pt: "Mercado", .el: "Αγορά", .tr: "Piyasa"],
        "portfolio": [.en: "Portfolio", .pt: "Portfólio", .el: "Χαρτοφυλάκιο", .tr: "Portföy"],
        "settings": [.en: "Settings", .pt: "Configurações", .el: "Ρυθμίσεις", .tr: "Ayarlar"],
        "export": [
            .en: "Back up phrase", .pt: "Backup da frase", .el: "Αντίγραφο φράσης", .tr: "İfadeyi yedekle",
        ],
        "news": [.en: "News", .pt: "Notícias", .el: "Νέα", .tr: "Haberler"],
        "newsUnavailable": [
            .en: "The news feed cannot be read now.", .pt: "O feed de notícias não pode ser lido agora.",
            .el: "Η ροή ειδήσεων δεν μπορεί να διαβαστεί τώρα.", .tr: "Haber akışı şu anda okunamıyor.",
        ],
        "backup": [.en: "Backup", .pt: "Backup", .el: "Αντίγραφο", .tr: "Yedek"],
        "backupTitle": [
            .en: "Back up every wallet", .pt: "Backup de todas as carteiras", .el: "Αντίγραφο όλων των πορτοφολιών",
            .tr: "Tüm cüzdanları yedekle",
        ],
        "backupIntro": [
            .en: "Writes every wallet (its secret, accounts and labels) to one file, encrypted under the backup "
                + "password. The file is written only on this computer, readable by you alone.",
            .pt: "Grava todas as carteiras (segredo, contas e rótulos) em um arquivo, criptografado com a senha do "
                + "backup. O arquivo é gravado apenas neste computador, legível só por você.",
            .el: "Γράφει κάθε πορτοφόλι (το μυστικό, τους λογαριασμούς και τις ετικέτες του) σε ένα αρχείο, "
                + "κρυπτογραφημένο με τον κωδικό του αντιγράφου. Το αρχείο γράφεται μόνο σε αυτόν τον υπολογιστή "
                + "και το διαβάζετε μόνο εσείς.",
            .tr: "Her cüzdanı (gizli anahtarı, hesapları ve etiketleri) yedek parolasıyla şifrelenmiş tek bir "
                + "dosyaya yazar. Dosya yalnızca bu bilgisayara yazılır ve yalnızca siz okuyabilirsiniz.",
        ],
        "backupPath": [
            .en: "File to write (its full path on this computer)",
            .pt: "Arquivo a gravar (caminho completo neste computador)",
            .el: "Αρχείο προς εγγραφή (η πλήρης διαδρομή του σε αυτόν τον υπολογιστή)",
            .tr: "Yazılacak dosya (bu bilgisayardaki tam yolu)",
        ],
        "backupReplace": [
            .en: "Replace the file if it exists", .pt: "Substituir o arquivo se existir",
            .el: "Αντικατάσταση του αρχείου αν υπάρχει", .tr: "Dosya varsa üzerine yaz",
        ],
        "backupButton": [
            .en: "Write the backup", .pt: "Gravar o backup", .el: "Εγγραφή αντιγράφου", .tr: "Yedeği yaz",
        ],
        "backupRestoreHint": [
            .en: "To restore it: “Restore a backup file” on the onboarding screen (or the CLI's restore command).",
            .pt:
                "Para restaurar: “Restaurar um arquivo de backup” na tela inicial (ou o comando de restauração da CLI).",
            .el: "Για επαναφορά: «Επαναφορά αντιγράφου ασφαλείας» στην αρχική οθόνη (ή η εντολή επαναφοράς της "
                + "γραμμής εντολών).",
            .tr: "Geri yüklemek için: başlangıç ekranındaki “Yedek dosyasını geri yükle” (ya da komut satırının geri "
                + "yükleme komutu).",
        ],
        "backupDone": [
            .en: "Backed up {1} wallet(s) ({2} accounts) to {3}.",
            .pt: "Backup de {1} carteira(s) ({2} contas) gravado em {3}.",
            .el: "Αντίγραφο {1} πορτοφολιού(ών) ({2} λογαριασμοί) γράφτηκε στο {3}.",
            .tr: "{1} cüzdan ({2} hesap) {3} dosyasına yedeklendi.",
        ],
        "backupExists": [
            .en: "{1} exists already: choose another name, or tick “Replace the file if it exists”.",
            .pt: "{1} já existe: escolha outro nome ou marque “Substituir o arquivo se existir”.",
            .el: "Το {1} υπάρχει ήδη: επιλέξτε άλλο όνομα ή σημειώστε «Αντικατάσταση του αρχείου αν υπάρχει».",
            .tr: "{1} zaten var: başka bir ad seçin ya da “Dosya varsa üzerine yaz” kutusunu işaretleyin.",
        ],
        "backupFailed": [
            .en: "{1} was not written:", .pt: "{1} não foi gravado:", .el: "Το {1} δεν γράφτηκε:",
            .tr: "{1} yazılamadı:",
        ],
        "backupPathNeeded": [
            .en: "Enter the file's full path, starting with /.",
            .pt: "Digite o caminho completo do arquivo, começando com /.",
            .el: "Εισαγάγετε την πλήρη διαδρομή του αρχείου, που αρχίζει με /.",
            .tr: "Dosyanın / ile başlayan tam yolunu girin.",
        ],
        "noWalletToBackUp": [
            .en: "There is no wallet to back up.", .pt: "Não há carteira para fazer backup.",
            .el: "Δεν υπάρχει πορτοφόλι για αντίγραφο.", .tr: "Yedeklenecek cüzdan yok.",
        ],
        "passwordsDiffer": [
            .en: "The two passwords differ.", .pt: "As duas senhas são diferentes.",
            .el: "Οι δύο κωδικοί διαφέρουν.", .tr: "İki parola farklı.",
        ],
        "pay": [.en: "Pay", .pt: "Pagar", .el: "Πληρωμή", .tr: "Öde"],
        "payIntro": [
            .en: "Paste a Solana Pay link (solana:…). Nothing is signed before its review and your password.",
            .pt: "Cole um link do Solana Pay (solana:…). Nada é assinado antes da revisão e da sua senha.",
            .el: "Επικολλήστε έναν σύνδεσμο Solana Pay (solana:…). Τίποτα δεν υπογράφεται πριν από τον έλεγχο "
                + "και τον κωδικό σας.",
            .tr: "Bir Solana Pay bağlantısı yapıştırın (solana:…). İnceleme ve parolanız olmadan hiçbir şey "
                + "imzalanmaz.",
        ],
        "payAmount": [
            .en: "Amount (SOL or the token; only when the link leaves it to you, or the most a transaction request "
                + "may take)",
            .pt: "Valor (SOL ou o token; só quando o link o deixa para você, ou o máximo que um pedido de transação "
                + "pode levar)",
            .el: "Ποσό (SOL ή το token· μόνο όταν ο σύνδεσμος το αφήνει σε εσάς, ή το μέγιστο που μπορεί να πάρει "
                + "ένα αίτημα συναλλαγής)",
            .tr: "Tutar (SOL ya da token; yalnızca bağlantı size bırakıyorsa, ya da bir işlem isteğinin "
                + "alabileceği en fazla tutar)",
        ],
        "payLinkNeeded": [
            .en: "Paste the solana: link to pay.", .pt: "Cole o link solana: a pagar.",
            .el: "Επικολλήστε τον σύνδεσμο solana: προς πληρωμή.", .tr: "Ödenecek solana: bağlantısını yapıştırın.",
        ],
        "payNotALink": [
            .en: "Not a Solana Pay link; nothing was sent:", .pt: "Não é um link do Solana Pay; nada foi enviado:",
            .el: "Δεν είναι σύνδεσμος Solana Pay· τίποτα δεν στάλθηκε:",
            .tr: "Bir Solana Pay bağlantısı değil; hiçbir şey gönderilmedi:",
        ],
        "payAmountNeeded": [
            .en: "The link has no amount: enter the amount to pay.",
            .pt: "O link não tem valor: digite o valor a pagar.",
            .el: "Ο σύνδεσμος δεν έχει ποσό: εισαγάγετε το ποσό πληρωμής.",
            .tr: "Bağlantıda tutar yok: ödenecek tutarı girin.",
        ],
        "payDomain": [
            .en: "Asked by (the link's domain)", .pt: "Pedido por (o domínio do link)",
            .el: "Αίτημα από (τον τομέα του συνδέσμου)", .tr: "İsteyen (bağlantının alan adı)",
        ],
        "nothingSigned": [
            .en: "Nothing was signed.", .pt: "Nada foi assinado.", .el: "Τίποτα δεν υπογράφηκε.",
            .tr: "Hiçbir şey imzalanmadı.",
        ],
        "stake": [.en: "Stake", .pt: "Stake", .el: "Δέσμευση", .tr: "Stake"],
        "stakeAccounts": [
            .en: "Stake accounts", .pt: "Contas de stake", .el: "Λογαριασμοί staking", .tr: "Stake hesapları",
        ],
        "actions": [.en: "Actions", .pt: "Ações", .el: "Ενέργειες", .tr: "İşlemler"],
        "deactivate": [.en: "Deactivate", .pt: "Desativar", .el: "Απενεργοποίηση", .tr: "Devre dışı bırak"],
        "withdraw": [.en: "Withdraw", .pt: "Sacar", .el: "Ανάληψη", .tr: "Çek"],
        "rewards": [.en: "Rewards", .pt: "Recompensas", .el: "Ανταμοιβές", .tr: "Ödüller"],
        "validators": [.en: "Validators", .pt: "Validadores", .el: "Επικυρωτές", .tr: "Doğrulayıcılar"],
        "stakeCreate": [
            .en: "Stake SOL with a validator", .pt: "Fazer stake de SOL com um validador",
            .el: "Δέσμευση SOL σε έναν επικυρωτή", .tr: "Bir doğrulayıcıyla SOL stake et",
        ],
        "validatorVote": [
            .en: "Validator (its vote account)", .pt: "Validador (sua conta de voto)",
            .el: "Επικυρωτής (ο λογαριασμός ψήφου του)", .tr: "Doğrulayıcı (oy hesabı)",
        ],
        "stakeSent": [
            .en: "Signed and confirmed.", .pt: "Assinado e confirmado.", .el: "Υπογράφηκε και επιβεβαιώθηκε.",
            .tr: "İmzalandı ve onaylandı.",
        ],
        "stakeUnreadable": [
            .en: "The stake accounts cannot be read now.", .pt: "As contas de stake não podem ser lidas agora.",
            .el: "Οι λογαριασμοί staking δεν μπορούν να διαβαστούν τώρα.", .tr: "Stake hesapları şu anda okunamıyor.",
        ],
        "enterAmount": [
            .en: "Enter an amount.", .pt: "Digite um valor.", .el: "Εισαγάγετε ένα ποσό.", .tr: "Bir tutar girin.",
        ],
        "language": [.en: "Language", .pt: "Idioma", .el: "Γλώσσα", .tr: "Dil"],
        "apply": [.en: "Apply", .pt: "Aplicar", .el: "Εφαρμογή", .tr: "Uygula"],
        "welcome": [
            .en: "Welcome to your Solana wallet", .pt: "Bem-vindo à sua carteira Solana",
            .el: "Καλώς ήρθατε στο πορτοφόλι Solana", .tr: "Solana cüzdanınıza hoş geldiniz",
        ],
        "create": [
            .en: "Create a new wallet", .pt: "Criar uma nova carteira", .el: "Δημιουργία νέου πορτοφολιού",
            .tr: "Yeni cüzdan oluştur",
        ],
        "import": [
            .en: "Import a seed phrase", .pt: "Importar uma frase-semente", .el: "Εισαγωγή φράσης ανάκτησης",
            .tr: "Kurtarma ifadesini içe aktar",
        ],
        "restore": [
            .en: "Restore a backup file", .pt: "Restaurar um arquivo de backup", .el: "Επαναφορά αντιγράφου ασφαλείας",
            .tr: "Yedek dosyasını geri yükle",
        ],
        "backupFile": [
            .en: "Backup file (its path on this computer)", .pt: "Arquivo de backup (caminho neste computador)",
            .el: "Αρχείο αντιγράφου (η διαδρομή του σε αυτόν τον υπολογιστή)",
            .tr: "Yedek dosyası (bu bilgisayardaki yolu)",
        ],
        "backupPassword": [
            .en: "Backup password (empty: the keystore password)", .pt: "Senha do backup (vazia: a senha do cofre)",
            .el: "Κωδικός αντιγράφου (κενό: ο κωδικός της κλειδοθήκης)",
            .tr: "Yedek parolası (boş: anahtar deposu parolası)",
        ],
        "restoreButton": [.en: "Restore", .pt: "Restaurar", .el: "Επαναφορά", .tr: "Geri yükle"],
        "name": [.en: "Wallet name", .pt: "Nome da carteira", .el: "Όνομα πορτοφολιού", .tr: "Cüzdan adı"],
        "password": [
            .en: "Keystore password", .pt: "Senha do cofre", .el: "Κωδικός κλειδοθήκης", .tr: "Anahtar deposu parolası",
        ],
        "password2": [
            .en: "Repeat the password", .pt: "Repita a senha", .el: "Επαναλάβετε τον κωδικό",
            .tr: "Parolayı tekrarlayın",
        ],
        "words": [.en: "Words", .pt: "Palavras", .el: "Λέξεις", .tr: "Kelime"],
        "phrase": [.en: "Seed phrase", .pt: "Frase-semente", .el: "Φράση ανάκτησης", .tr: "Kurtarma ifadesi"],
        "createButton": [.en: "Create", .pt: "Criar", .el: "Δημιουργία", .tr: "Oluştur"],
        "importButton": [.en: "Import", .pt: "Importar", .el: "Εισαγωγή", .tr: "İçe aktar"],
        "account": [.en: "Account", .pt: "Conta", .el: "Λογαριασμός", .tr: "Hesap"],
        "address": [.en: "Address", .pt: "Endereço", .el: "Διεύθυνση", .tr: "Adres"],
        "addAccount": [
            .en: "Add an account", .pt: "Adicionar uma conta", .el: "Προσθήκη λογαριασμού", .tr: "Hesap ekle",
        ],
        "wallet": [.en: "Wallet", .pt: "Carteira", .el: "Πορτοφόλι", .tr: "Cüzdan"],
        "balance": [.en: "Balance", .pt: "Saldo", .el: "Υπόλοιπο", .tr: "Bakiye"],
        "value": [.en: "Value", .pt: "Valor", .el: "Αξία", .tr: "Değer"],
        "tokens": [.en: "Tokens", .pt: "Tokens", .el: "Tokens", .tr: "Tokenlar"],
        "token": [.en: "Token", .pt: "Token", .el: "Token", .tr: "Token"],
        "amount": [.en: "Amount", .pt: "Valor", .el: "Ποσό", .tr: "Tutar"],
        "send": [.en: "Send", .pt: "Enviar", .el: "Αποστολή", .tr: "Gönder"],
        "receive": [.en: "Receive", .pt: "Receber", .el: "Λήψη", .tr: "Al"],
        "history": [.en: "History", .pt: "Histórico", .el: "Ιστορικό", .tr: "Geçmiş"],
        "airdrop": [
            .en: "Request an airdrop", .pt: "Pedir um airdrop", .el: "Αίτημα airdrop", .tr: "Airdrop iste",
        ],
        "airdropDone": [
            .en: "The airdrop was confirmed.", .pt: "O airdrop foi confirmado.", .el: "Το airdrop επιβεβαιώθηκε.",
            .tr: "Airdrop onaylandı.",
        ],
        "to": [
            .en: "Recipient address", .pt: "Endereço do destinatário", .el: "Διεύθυνση παραλήπτη", .tr: "Alıcı adresi",
        ],
        "review": [.en: "Review", .pt: "Revisar", .el: "Έλεγχος", .tr: "İncele"],
        "confirm": [
            .en: "Sign and send", .pt: "Assinar e enviar", .el: "Υπογραφή και αποστολή", .tr: "İmzala ve gönder",
        ],
        "sent": [.en: "Sent", .pt: "Enviado", .el: "Εστάλη", .tr: "Gönderildi"],
        "signature": [.en: "Signature", .pt: "Assinatura", .el: "Υπογραφή", .tr: "İmza"],
        "label": [.en: "Label", .pt: "Rótulo", .el: "Ετικέτα", .tr: "Etiket"],
        "message": [.en: "Message", .pt: "Mensagem", .el: "Μήνυμα", .tr: "Mesaj"],
        "update": [.en: "Update", .pt: "Atualizar", .el: "Ενημέρωση", .tr: "Güncelle"],
        "payLink": [
            .en: "Solana Pay link", .pt: "Link do Solana Pay", .el: "Σύνδεσμος Solana Pay",
            .tr: "Solana Pay bağlantısı",
        ],
        "qr": [
            .en: "QR code of the payment request", .pt: "QR code do pedido de pagamento",
            .el: "Κωδικός QR του αιτήματος πληρωμής", .tr: "Ödeme isteğinin QR kodu",
        ],
        "date": [.en: "Date", .pt: "Data", .el: "Ημερομηνία", .tr: "Tarih"],
        "type": [.en: "Type", .pt: "Tipo", .el: "Τύπος", .tr: "Tür"],
        "status": [.en: "Status", .pt: "Status", .el: "Κατάσταση", .tr: "Durum"],
        "fee": [.en: "Fee", .pt: "Taxa", .el: "Χρέωση", .tr: "Ücret"],
        "counterparty": [.en: "Counterparty", .pt: "Contraparte", .el: "Αντισυμβαλλόμενος", .tr: "Karşı taraf"],
        "noHistory": [
            .en: "No transactions yet.", .pt: "Nenhuma transação ainda.", .el: "Καμία συναλλαγή ακόμη.",
            .tr: "Henüz işlem yok.",
        ],
        "search": [.en: "Search", .pt: "Buscar", .el: "Αναζήτηση", .tr: "Ara"],
        "sort": [.en: "Sort by", .pt: "Ordenar por", .el: "Ταξινόμηση κατά", .tr: "Sırala"],
        "rank": [.en: "Rank", .pt: "Posição", .el: "Κατάταξη", .tr: "Sıra"],
        "holdings": [.en: "Holdings", .pt: "Posições", .el: "Συμμετοχές", .tr: "Varlıklar"],
        "price": [.en: "Price", .pt: "Preço", .el: "Τιμή", .tr: "Fiyat"],
        "change": [.en: "24h change", .pt: "Variação 24h", .el: "Μεταβολή 24ω", .tr: "24s değişim"],
        "coin": [.en: "Coin", .pt: "Moeda", .el: "Νόμισμα", .tr: "Coin"],
        "marketCap": [.en: "Market cap", .pt: "Capitalização", .el: "Κεφαλαιοποίηση", .tr: "Piyasa değeri"],
        "chart": [
            .en: "Price chart with trend line", .pt: "Gráfico de preço com linha de tendência",
            .el: "Διάγραμμα τιμής με γραμμή τάσης", .tr: "Trend çizgili fiyat grafiği",
        ],
        "allocation": [.en: "Allocation", .pt: "Alocação", .el: "Κατανομή", .tr: "Dağılım"],
        "portfolioChart": [
            .en: "Portfolio value over time", .pt: "Valor do portfólio ao longo do tempo",
            .el: "Αξία χαρτοφυλακίου στον χρόνο", .tr: "Zaman içinde portföy değeri",
        ],
        "cluster": [.en: "Cluster", .pt: "Cluster", .el: "Cluster", .tr: "Küme"],
        "clusterOverride": [
            .en: "%@ decides the cluster while this dashboard runs; the setting applies after.",
            .pt: "%@ decide o cluster enquanto este painel roda; a configuração vale depois.",
            .el: "Το %@ ορίζει το cluster όσο τρέχει αυτός ο πίνακας· η ρύθμιση ισχύει μετά.",
            .tr: "Bu pano çalışırken kümeyi %@ belirler; ayar sonrasında geçerli olur.",
        ],
        "currency": [.en: "Currency", .pt: "Moeda", .el: "Νόμισμα", .tr: "Para birimi"],
        "save": [.en: "Save", .pt: "Salvar", .el: "Αποθήκευση", .tr: "Kaydet"],
        "saved": [.en: "Saved.", .pt: "Salvo.", .el: "Αποθηκεύτηκε.", .tr: "Kaydedildi."],
        "exportIntro": [
            .en: "Anyone who sees these words can take your funds. Check that nobody is watching.",
            .pt: "Quem vir estas palavras pode levar seus fundos. Verifique se ninguém está olhando.",
            .el: "Όποιος δει αυτές τις λέξεις μπορεί να πάρει τα κεφάλαιά σας. Βεβαιωθείτε ότι κανείς δεν κοιτάζει.",
            .tr: "Bu kelimeleri gören herkes fonlarınızı alabilir. Kimsenin izlemediğinden emin olun.",
        ],
        "show": [.en: "Show the phrase", .pt: "Mostrar a frase", .el: "Εμφάνιση φράσης", .tr: "İfadeyi göster"],
        "error": [.en: "Error", .pt: "Erro", .el: "Σφάλμα", .tr: "Hata"],
        "noSuchPage": [
            .en: "No such page.", .pt: "Esta página não existe.", .el: "Η σελίδα δεν υπάρχει.",
            .tr: "Böyle bir sayfa yok.",
        ],
        "notAnAddress": [
            .en: "{1} is not a Solana address.", .pt: "{1} não é um endereço Solana.",
            .el: "Το {1} δεν είναι διεύθυνση Solana.", .tr: "{1} bir Solana adresi değil.",
        ],
        "notASignature": [
            .en: "Not a transaction signature.", .pt: "Não é uma assinatura de transação.",
            .el: "Δεν είναι υπογραφή συναλλαγής.", .tr: "Bir işlem imzası değil.",
        ],
        "backupNotice": [
            .en: "Wallet created. Back up its seed phrase now: Back up phrase.",
            .pt: "Carteira criada. Faça agora o backup da frase-semente: Backup da frase.",
            .el: "Το πορτοφόλι δημιουργήθηκε. Κρατήστε τώρα αντίγραφο της φράσης: Αντίγραφο φράσης.",
            .tr: "Cüzdan oluşturuldu. Kurtarma ifadesini şimdi yedekleyin: İfadeyi yedekle.",
        ],
        "locked": [.en: "Locked", .pt: "Bloqueado", .el: "Κλειδωμένο", .tr: "Kilitli"],
        "lockedText": [
            .en: "The dashboard locked itself after a while without use. Enter the keystore password to go on.",
            .pt: "O painel se bloqueou após um tempo sem uso. Digite a senha do cofre para continuar.",
            .el: "Ο πίνακας κλειδώθηκε μετά από αδράνεια. Εισαγάγετε τον κωδικό της κλειδοθήκης για να συνεχίσετε.",
            .tr: "Pano bir süre kullanılmadığı için kilitlendi. Devam etmek için anahtar deposu parolasını girin.",
        ],
        "unlock": [.en: "Unlock", .pt: "Desbloquear", .el: "Ξεκλείδωμα", .tr: "Kilidi aç"],
        "acknowledgeLoss": [
            .en: "I understand the funds are lost:", .pt: "Entendo que os fundos serão perdidos:",
            .el: "Καταλαβαίνω ότι τα κεφάλαια χάνονται:", .tr: "Fonların kaybolacağını anlıyorum:",
        ],
        "alreadySent": [
            .en: "This review was sent already; nothing more was sent.",
            .pt: "Esta revisão já foi enviada; nada mais foi enviado.",
            .el: "Αυτή η επισκόπηση έχει ήδη σταλεί· τίποτα άλλο δεν στάλθηκε.",
            .tr: "Bu inceleme zaten gönderildi; başka bir şey gönderilmedi.",
        ],
        "wrongPassword": [
            .en: "Wrong password.", .pt: "Senha incorreta.", .el: "Λάθος κωδικός.", .tr: "Yanlış parola.",
        ],
        "noPrice": [.en: "no price", .pt: "sem preço", .el: "χωρίς τιμή", .tr: "fiyat yok"],
        "back": [.en: "Back", .pt: "Voltar", .el: "Πίσω", .tr: "Geri"],
        "skip": [
            .en: "Skip to the content", .pt: "Pular para o conteúdo", .el: "Μετάβαση στο περιεχόμενο",
            .tr: "İçeriğe geç",
        ],
        "nav": [.en: "Main", .pt: "Principal", .el: "Κύριο", .tr: "Ana"],
        "live": [
            .en: "Updates live while this page is open.", .pt: "Atualiza ao vivo enquanto a página está aberta.",
            .el: "Ενημερώνεται ζωντανά όσο η σελίδα είναι ανοιχτή.", .tr: "Bu sayfa açıkken canlı güncellenir.",
        ],
    ]
}
