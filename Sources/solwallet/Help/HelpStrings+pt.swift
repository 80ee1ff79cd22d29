// The help texts of `solwallet` in Portuguese (Brazil), keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing pt`.

extension HelpStrings {
    /// Portuguese (Brazil).
    static let pt: [String: String] = [
        "A Solana wallet and toolbox for the terminal.":
            "Uma carteira Solana e caixa de ferramentas para o terminal.",
        "Every command takes --json for one JSON object on stdout. Errors go to stderr (\"error: …\", or {\"error\": …, \"code\": …} with --json). Exit status: 0 ok, 1 bad input, arguments or files, 2 network or cluster error.":
            "Todo comando aceita --json para um único objeto JSON no stdout. Os erros vão para o stderr (\"error: …\", ou {\"error\": …, \"code\": …} com --json). Código de saída: 0 ok, 1 entrada, argumentos ou arquivos inválidos, 2 erro de rede ou do cluster.",
        "Show the version.":
            "Mostrar a versão.",
        "Show help information.":
            "Mostrar informações de ajuda.",
        "Check addresses and derive program and token account addresses.":
            "Verificar endereços e derivar endereços de programa e de conta de token.",
        "Find a program-derived address and its bump (like `solana find-program-derived-address`).":
            "Encontrar um endereço derivado de programa e o seu bump (como `solana find-program-derived-address`).",
        "Seeds: string:TEXT (UTF-8), pubkey:BASE58 (32 bytes), hex:HEX, u8:N, u16le:N, u32le:N, u64le:N.\nExample: solwallet address find-pda TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA string:metadata u8:7":
            "Sementes: string:TEXT (UTF-8), pubkey:BASE58 (32 bytes), hex:HEX, u8:N, u16le:N, u32le:N, u64le:N.\nExemplo: solwallet address find-pda TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA string:metadata u8:7",
        "The program id (base58).":
            "O id do programa (base58).",
        "Seeds, each TYPE:VALUE.":
            "As sementes, cada uma como TYPE:VALUE.",
        "Print one JSON object instead of text (format: docs/json-output.md); errors as JSON on stderr.":
            "Imprimir um único objeto JSON em vez de texto (formato: docs/json-output.md); erros como JSON no stderr.",
        "json or json-compact: the same as --json (as the Solana CLI spells it).":
            "json ou json-compact: o mesmo que --json (na grafia da CLI Solana).",
        "Language of the text: en, pt, el or tr (default: $LANGUAGE, $LC_ALL, $LANG; else en).":
            "Idioma do texto: en, pt, el ou tr (padrão: $LANGUAGE, $LC_ALL, $LANG; senão en).",
        "Colour in the text output (never when $NO_COLOR is set).":
            "Cores na saída de texto (nunca quando $NO_COLOR estiver definida).",
        "The associated token account of an owner for a mint.":
            "A conta de token associada de um dono para um mint.",
        "The wallet address that owns the tokens.":
            "O endereço da carteira dona dos tokens.",
        "The token mint.":
            "O mint do token.",
        "The mint belongs to Token-2022 (a different address).":
            "O mint pertence ao Token-2022 (outro endereço).",
        "Whether an address is valid, and whether it is on the ed25519 curve (a wallet) or off it (a PDA).":
            "Se um endereço é válido, e se está na curva ed25519 (uma carteira) ou fora dela (um PDA).",
        "Exit status 0 when valid, 1 when not.":
            "Código de saída 0 quando é válido, 1 quando não é.",
        "The address (base58).":
            "O endereço (base58).",
        "Create, recover, derive, inspect and grind keypairs (like solana-keygen).":
            "Criar, recuperar, derivar, inspecionar e minerar (grind) pares de chaves (como o solana-keygen).",
        "Seed phrases and passphrases are read from standard input or a prompt, never from the command line (other users can see it), unless you pass --phrase explicitly.":
            "Frases de recuperação e frases secretas são lidas da entrada padrão ou de um prompt, nunca da linha de comando (outros usuários podem vê-la), a menos que você passe --phrase explicitamente.",
        "Generate a new seed phrase and write its keypair file.":
            "Gerar uma nova frase de recuperação e gravar o arquivo de chaves dela.",
        "Default derivation: none (seed[0..32]), as solana-keygen new. Phantom, Solflare and Backpack show a different address for the same phrase: use --preset phantom to get theirs.":
            "Derivação padrão: nenhuma (seed[0..32]), como o solana-keygen new. Phantom, Solflare e Backpack mostram outro endereço para a mesma frase: use --preset phantom para obter o deles.",
        "Number of words: 12, 15, 18, 21 or 24 (--word-count as solana-keygen spells it).":
            "Número de palavras: 12, 15, 18, 21 ou 24 (--word-count na grafia do solana-keygen).",
        "Wordlist language (or its ISO code: en, es, zh…).":
            "Idioma da lista de palavras (ou o código ISO dele: en, es, zh…).",
        "Read a BIP39 passphrase from line 1 of stdin (on a terminal: a prompt, asked twice).":
            "Ler uma frase secreta BIP39 da linha 1 do stdin (em um terminal: um prompt, que a pede duas vezes).",
        "A missing line is an error; an empty line is an empty passphrase.":
            "Uma linha ausente é um erro; uma linha vazia é uma frase secreta vazia.",
        "No BIP39 passphrase: the default here, accepted as solana-keygen spells it.":
            "Sem frase secreta BIP39: o padrão aqui, aceito na grafia do solana-keygen.",
        "A SLIP-0010 path, all components hardened, e.g. m/44'/501'/0'/0' (h or H may replace ').":
            "Um caminho SLIP-0010, com todos os componentes reforçados (hardened), por exemplo m/44'/501'/0'/0' (h ou H pode substituir ').",
        "A wallet's scheme: phantom (also Solflare, Backpack: m/44'/501'/i'/0'), ledger-live (also Trust Wallet: m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (no derivation: seed[0..32], the default).":
            "O esquema de uma carteira: phantom (também Solflare, Backpack: m/44'/501'/i'/0'), ledger-live (também Trust Wallet: m/44'/501'/i'), solana-cli-root (m/44'/501'), solana-cli (sem derivação: seed[0..32], o padrão).",
        "The account index i for --preset phantom or ledger-live.":
            "O índice de conta i para --preset phantom ou ledger-live.",
        "Where to write the keypair file (default: ~/.config/solana/id.json).":
            "Onde gravar o arquivo de chaves (padrão: ~/.config/solana/id.json).",
        "Only print the public key; write no file.":
            "Só imprimir a chave pública; não gravar nenhum arquivo.",
        "Overwrite the output file if it exists.":
            "Sobrescrever o arquivo de saída se ele existir.",
        "Recover a keypair file from a seed phrase (and passphrase).":
            "Recuperar um arquivo de chaves a partir de uma frase de recuperação (e da frase secreta).",
        "Default derivation: none (seed[0..32]), as solana-keygen recover. Run `keygen derive` to see every scheme's address.":
            "Derivação padrão: nenhuma (seed[0..32]), como o solana-keygen recover. Execute `keygen derive` para ver o endereço de cada esquema.",
        "Read the seed phrase from stdin (line 1 if --passphrase-stdin too).":
            "Ler a frase de recuperação do stdin (linha 1 se houver também --passphrase-stdin).",
        "Read a BIP39 passphrase: line 1 of stdin, or line 2 when the phrase is line 1 (a prompt on a terminal).":
            "Ler uma frase secreta BIP39: linha 1 do stdin, ou linha 2 quando a frase é a linha 1 (um prompt em um terminal).",
        "The seed phrase on the command line. Unsafe: other users can see it; prefer --phrase-stdin.":
            "A frase de recuperação na linha de comando. Inseguro: outros usuários podem vê-la; prefira --phrase-stdin.",
        "Show the address of a seed phrase under every wallet's scheme, for accounts 0..N-1.":
            "Mostrar o endereço de uma frase de recuperação no esquema de cada carteira, para as contas 0..N-1.",
        "Use it to find where a phrase's funds are: each wallet derives other addresses from the same phrase.":
            "Use-o para descobrir onde estão os fundos de uma frase: cada carteira deriva outros endereços da mesma frase.",
        "Accounts per scheme (0..N-1) for the schemes that have accounts.":
            "Contas por esquema (0..N-1), para os esquemas que têm contas.",
        "Print the public key of a keypair file.":
            "Imprimir a chave pública de um arquivo de chaves.",
        "The keypair file (default: ~/.config/solana/id.json).":
            "O arquivo de chaves (padrão: ~/.config/solana/id.json).",
        "Check that a keypair file holds the secret key of a public key.":
            "Verificar se um arquivo de chaves contém a chave secreta de uma chave pública.",
        "Exit status 0 when it does, 1 when not.":
            "Código de saída 0 quando contém, 1 quando não.",
        "The public key (base58).":
            "A chave pública (base58).",
        "Grind for a keypair whose address starts and/or ends with given text.":
            "Minerar um par de chaves cujo endereço começa e/ou termina com um texto dado.",
        "Writes <ADDRESS>.json in the current directory (or --outfile). Each extra character makes the search 58 times longer (about 29 times with --ignore-case for letters).":
            "Grava <ADDRESS>.json no diretório atual (ou em --outfile). Cada caractere a mais torna a busca 58 vezes mais longa (cerca de 29 vezes com --ignore-case, para letras).",
        "The address prefix.":
            "O prefixo do endereço.",
        "The address suffix.":
            "O sufixo do endereço.",
        "Match upper and lower case alike.":
            "Não diferenciar maiúsculas de minúsculas.",
        "Worker threads, 1 to 8 (default: one per core).":
            "Threads de trabalho, de 1 a 8 (padrão: uma por núcleo).",
        "Where to write the keypair file (default: ./<ADDRESS>.json).":
            "Onde gravar o arquivo de chaves (padrão: ./<ADDRESS>.json).",
        "Write no file; print the base58 secret key instead (unsafe).":
            "Não gravar arquivo; imprimir a chave secreta em base58 em vez disso (inseguro).",
        "Write a keypair file from a base58 64-byte secret key (the format Phantom and Solflare export).":
            "Gravar um arquivo de chaves a partir de uma chave secreta base58 de 64 bytes (o formato que Phantom e Solflare exportam).",
        "The key is read from stdin, or a prompt with echo off; never from the command line.":
            "A chave é lida do stdin, ou de um prompt sem eco; nunca da linha de comando.",
        "Decode transactions, or show one from the cluster.":
            "Decodificar transações, ou mostrar uma do cluster.",
        "Decode a wire transaction (base64 or base58, legacy or v0) to JSON.":
            "Decodificar uma transação serializada (base64 ou base58, legacy ou v0) em JSON.",
        "Shows the version, each signature and whether it verifies, the header, the accounts with their flags, the lookups, the blockhash and every instruction decoded (System, SPL Token, Token-2022, ATA, Memo, Compute Budget, Stake, Address Lookup Table; programs with an IDL registered by `solwallet idl add` by their IDL's names, accounts and arguments; other programs as program, accounts and data hex).\nExample: solwallet tx decode AaVuv85C…   or   … | solwallet tx decode -":
            "Mostra a versão, cada assinatura e se ela é válida, o cabeçalho, as contas com os seus atributos, as consultas a tabelas de endereços, o blockhash e cada instrução decodificada (System, SPL Token, Token-2022, ATA, Memo, Compute Budget, Stake, Address Lookup Table; programas com um IDL registrado por `solwallet idl add` pelos nomes, contas e argumentos do IDL; outros programas como programa, contas e dados em hex).\nExemplo: solwallet tx decode AaVuv85C…   ou   … | solwallet tx decode -",
        "The transaction as base64 or base58, or - to read it from stdin.":
            "A transação em base64 ou base58, ou - para lê-la do stdin.",
        "Resolve a v0 lookup table: TABLE=ADDRESS,ADDRESS,… (its addresses in order). Repeatable.":
            "Resolver uma tabela de consulta de endereços v0: TABLE=ADDRESS,ADDRESS,… (os endereços dela, em ordem). Repetível.",
        "Keep every wallet file under this directory (default: $SOLWALLET_HOME, else XDG).":
            "Guardar todos os arquivos da carteira neste diretório (padrão: $SOLWALLET_HOME, senão XDG).",
        "One transaction in full: status, fee, balance changes of every account, tokens, memo, logs.":
            "Uma transação completa: status, taxa, variação de saldo de cada conta, tokens, memo, logs.",
        "The transaction's signature.":
            "A assinatura da transação.",
        "Describe it from this address's side (default: the fee payer).":
            "Descrevê-la do ponto de vista deste endereço (padrão: o pagador da taxa).",
        "Cluster: mainnet-beta, devnet, testnet, localhost (m/d/t/l) or an RPC URL. Default: $SOLWALLET_URL or mainnet-beta.":
            "Cluster: mainnet-beta, devnet, testnet, localhost (m/d/t/l) ou uma URL RPC. Padrão: $SOLWALLET_URL ou mainnet-beta.",
        "Commitment to read and wait at.":
            "O nível de confirmação (commitment) com que ler e aguardar.",
        "The SOL and token balances of an address (cached for offline use).":
            "Os saldos de SOL e de tokens de um endereço (salvos para uso sem conexão).",
        "Reads the cluster and keeps the answer in the wallet's database. When the cluster cannot be reached, the cached balance is shown with its age while it is younger than 7 days; older or none is an error. Never a 0 for \"unknown\". The cache is kept per cluster (known by its genesis hash, read once per URL): offline, only a balance saved on the same cluster is shown, and a URL never reached before has none. A test cluster's balance is shown with its badge ([devnet], [testnet], [localnet], [custom]). On mainnet-beta the value of SOL and of each priced token, and the total, are shown in the currency (--currency, else $SOLWALLET_CURRENCY, else the currency setting, else usd; prices from CoinGecko and Jupiter, cached); a test cluster's SOL is never valued. --no-value asks no price service. NFTs (no decimals, a supply of one, with a name) are listed apart as collectibles. Spam and dust are hidden by the token-filter setting (default unknown-dust: token accounts holding 0 or less than 0.001 of a token whose mint has no name; off or unknown change it: solwallet config set token-filter off), and the tokens you hid with 'solwallet token hide'; the balance says how many and why, --all lists them with the reason, and 'solwallet token unhide MINT' shows one whatever the rule says. --wide names an unnamed token by its full mint instead of \"BsmK…6zxZ\". With --watch it keeps running and prints the SOL balance at once and again each time it changes (from the cluster's account subscription, with a poll every 3 s behind it), until Ctrl-C; with --json, one JSON object per line.":
            "Lê o cluster e guarda a resposta no banco de dados da carteira. Quando o cluster está inacessível, o saldo salvo é mostrado com a sua idade enquanto tiver menos de 7 dias; mais antigo, ou nenhum, é um erro. Nunca um 0 para \"desconhecido\". O cache é mantido por cluster (identificado pelo hash do gênesis, lido uma vez por URL): sem conexão, só é mostrado um saldo salvo no mesmo cluster, e uma URL nunca acessada antes não tem nenhum. O saldo de um cluster de teste é mostrado com o seu selo ([devnet], [testnet], [localnet], [custom]). Na mainnet-beta, o valor do SOL e de cada token com preço, e o total, são mostrados na moeda (--currency, senão $SOLWALLET_CURRENCY, senão a configuração currency, senão usd; preços da CoinGecko e do Jupiter, salvos em cache); o SOL de um cluster de teste nunca é avaliado. --no-value não consulta nenhum serviço de preços. NFTs (sem casas decimais, oferta de um, com nome) são listados à parte como colecionáveis. Spam e poeira são ocultados pela configuração token-filter (padrão unknown-dust: contas de token com 0 ou menos de 0.001 de um token cujo mint não tem nome; off ou unknown a alteram: solwallet config set token-filter off), assim como os tokens que você ocultou com 'solwallet token hide'; o saldo diz quantos e por quê, --all os lista com o motivo, e 'solwallet token unhide MINT' mostra um deles, diga a regra o que disser. --wide identifica um token sem nome pelo mint completo em vez de \"BsmK…6zxZ\". Com --watch, continua em execução e imprime o saldo em SOL de imediato e de novo a cada mudança (pela inscrição de conta do cluster, com uma consulta a cada 3 s por trás), até Ctrl-C; com --json, um objeto JSON por linha.",
        "An address, an account label, a wallet name or a contact (default: -k's, else the account setting, else the first wallet's first account).":
            "Um endereço, um rótulo de conta, um nome de carteira ou um contato (padrão: a conta de -k, senão a configuração account, senão a primeira conta da primeira carteira).",
        "Print lamports instead of SOL.":
            "Imprimir lamports em vez de SOL.",
        "Keep running: print the SOL balance each time it changes (Ctrl-C stops).":
            "Continuar em execução: imprimir o saldo em SOL a cada mudança (Ctrl-C para).",
        "The currency the value is shown in: usd, eur, brl, try, btc, … Default: $SOLWALLET_CURRENCY, else the currency setting, else usd.":
            "A moeda em que o valor é mostrado: usd, eur, brl, try, btc, … Padrão: $SOLWALLET_CURRENCY, senão a configuração currency, senão usd.",
        "Leave out the value in the currency (no price service is asked).":
            "Omitir o valor na moeda (nenhum serviço de preços é consultado).",
        "Also list the hidden tokens (spam, dust, those you hid), with why each is hidden.":
            "Listar também os tokens ocultos (spam, poeira, os que você ocultou), com o motivo de cada um.",
        "Show full mints instead of shortened ones (BsmK…6zxZ).":
            "Mostrar os mints completos em vez de abreviados (BsmK…6zxZ).",
        "A keypair file (the Solana CLI's JSON) to sign with and use as the default account.":
            "Um arquivo de chaves (o JSON da CLI Solana) para assinar e para usar como conta padrão.",
        "Ask a test cluster (devnet, testnet, localhost) for SOL and wait until it is confirmed.":
            "Pedir SOL a um cluster de teste (devnet, testnet, localhost) e aguardar até que seja confirmado.",
        "Amount of SOL, e.g. 1.5 (exact; at most 9 decimals; 1,5 where the language writes a comma).":
            "Quantia de SOL, por exemplo 1.5 (exata; no máximo 9 casas decimais; 1,5 nos idiomas que escrevem com vírgula).",
        "Seconds to wait for the airdrop to reach the commitment.":
            "Segundos de espera até o airdrop atingir o nível de confirmação.",
        "The address book: names to send to (solwallet send NAME AMOUNT).":
            "A agenda de endereços: nomes para quem enviar (solwallet send NAME AMOUNT).",
        "Names are unique ignoring case, width and look-alike letters (Latin a and Cyrillic а are one name), at most 64 characters, without control characters, and never an address. A send to a contact shows its name next to the full address in the review; the look-alike check still applies.":
            "Os nomes são únicos sem distinguir maiúsculas, largura e letras parecidas (o a latino e o а cirílico dão o mesmo nome), têm no máximo 64 caracteres, sem caracteres de controle, e nunca são um endereço. Um envio a um contato mostra o nome dele ao lado do endereço completo na revisão; a verificação de endereços parecidos continua valendo.",
        "Add a contact.":
            "Adicionar um contato.",
        "The contact's name.":
            "O nome do contato.",
        "The contact's address (base58).":
            "O endereço do contato (base58).",
        "List the contacts.":
            "Listar os contatos.",
        "Remove a contact.":
            "Remover um contato.",
        "Past transactions of an address, newest first (cached for offline use).":
            "Transações anteriores de um endereço, das mais recentes às mais antigas (salvas para uso sem conexão).",
        "Fetches only what is newer than the stored history (signature pages, then transactions 100 per request), decodes each from the balances the runtime recorded, and stores it; older pages (--before) are fetched when first asked for. After a long pause on a busy address (over 1,000 new transactions) the saved history restarts from the newest instead of downloading everything in between. Offline, the stored entries are shown and the output says so. Look-alike dust (address poisoning: a transfer below the dust threshold, default 0.001 SOL, `config set dust-threshold`, from an address with the same first and last 4 characters as one you know) is hidden; --show-dust lists it, marked, its address in full.":
            "Busca só o que é mais novo que o histórico salvo (páginas de assinaturas, depois as transações, 100 por solicitação), decodifica cada uma pelos saldos que o runtime registrou e a salva; páginas mais antigas (--before) são buscadas na primeira vez em que são pedidas. Depois de uma longa pausa em um endereço movimentado (mais de 1.000 transações novas), o histórico salvo recomeça pelas mais recentes em vez de baixar tudo o que há entre elas. Sem conexão, as entradas salvas são mostradas e a saída avisa isso. A poeira de endereços parecidos (envenenamento de endereço: uma transferência abaixo do limite de poeira, padrão 0.001 SOL, `config set dust-threshold`, vinda de um endereço com os mesmos 4 primeiros e 4 últimos caracteres de um que você conhece) fica oculta; --show-dust a lista, marcada, com o endereço completo.",
        "How many entries to show.":
            "Quantas entradas mostrar.",
        "Show entries older than this signature.":
            "Mostrar as entradas mais antigas que esta assinatura.",
        "List look-alike dust (address poisoning) too, marked.":
            "Listar também a poeira de endereços parecidos (envenenamento de endereço), marcada.",
        "Print full addresses, mints and signatures instead of shortened ones (BsmK…6zxZ).":
            "Imprimir endereços, mints e assinaturas completos em vez de abreviados (BsmK…6zxZ).",
        "Times in UTC (default: the local time zone, $TZ or the system's, named in the table's header).":
            "Horários em UTC (padrão: o fuso horário local, $TZ ou o do sistema, indicado no cabeçalho da tabela).",
        "Send SOL or a token from one of your accounts, after a review.":
            "Enviar SOL ou um token de uma das suas contas, após uma revisão.",
        "Shows what will happen before anything is signed: from, to, amount, network and priority fees, any token account created for the recipient (and its rent), and the balance left. Refuses an amount with too many decimals or above the balance, a recipient that does not exist yet (unless --allow-unfunded-recipient, as the Solana CLI), an amount that would leave a new recipient or the sender below the rent-exempt minimum, and a transaction that fails in simulation. AMOUNT is a decimal in SOL (or in the token's units with --token), or 'max' / 'ALL' for everything that can be sent (SOL: the balance minus the fee). Tokens go to the recipient's associated token account, created in the same transaction when missing. `solwallet transfer` is the same command, as the Solana CLI names it.":
            "Mostra o que vai acontecer antes de qualquer assinatura: de, para, quantia, taxas de rede e de prioridade, qualquer conta de token criada para o destinatário (e o aluguel dela) e o saldo restante. Recusa uma quantia com casas decimais demais ou acima do saldo, um destinatário que ainda não existe (exceto com --allow-unfunded-recipient, como na CLI Solana), uma quantia que deixaria um destinatário novo ou o remetente abaixo do mínimo isento de aluguel, e uma transação que falha na simulação. AMOUNT é um decimal em SOL (ou nas unidades do token com --token), ou 'max' / 'ALL' para tudo o que pode ser enviado (SOL: o saldo menos a taxa). Os tokens vão para a conta de token associada do destinatário, criada na mesma transação quando não existe. `solwallet transfer` é o mesmo comando, com o nome que a CLI Solana usa.",
        "The recipient: an address, a contact, or one of your account labels or wallet names.":
            "O destinatário: um endereço, um contato, ou um dos rótulos das suas contas ou nomes das suas carteiras.",
        "The amount (SOL, or the token's units with --token), or 'max'.":
            "A quantia (SOL, ou as unidades do token com --token), ou 'max'.",
        "Send this token instead of SOL: its mint address, or the symbol of a token you hold as the balance shows it (USDC, BONK; an imitation of a known symbol and a symbol two tokens share are refused).":
            "Enviar este token em vez de SOL: o endereço do mint dele, ou o símbolo de um token que você tem, como o saldo o mostra (USDC, BONK; uma imitação de um símbolo conhecido e um símbolo que dois tokens compartilham são recusados).",
        "A memo stored with the transaction (public).":
            "Um memo gravado com a transação (público).",
        "A priority fee: a level from the cluster's recent fees for the accounts the transfer locks — low (their 25th percentile), medium (50th), high (90th), auto (75th) — or micro-lamports per compute unit.":
            "Uma taxa de prioridade: um nível tirado das taxas recentes do cluster para as contas que a transferência bloqueia — low (o percentil 25 delas), medium (50), high (90), auto (75) — ou micro-lamports por unidade de computação.",
        "The most the priority fee may cost in all, in lamports (a higher price is lowered to fit).":
            "O máximo que a taxa de prioridade pode custar no total, em lamports (um preço maior é reduzido para caber).",
        "Pay from this account of your wallets: an address, a label or a wallet name (default: the account setting, else the first wallet's first account).":
            "Pagar com esta conta das suas carteiras: um endereço, um rótulo ou um nome de carteira (padrão: a configuração account, senão a primeira conta da primeira carteira).",
        "Send SOL to an address that does not exist on the cluster yet.":
            "Enviar SOL a um endereço que ainda não existe no cluster.",
        "Do not ask for confirmation (for scripts).":
            "Não pedir confirmação (para scripts).",
        "Send to a token mint although what is sent there can never be moved again.":
            "Enviar a um mint de token, embora o que for enviado a ele nunca mais possa ser movido.",
        "Send to a program (an executable account) although what is sent there can never be moved again.":
            "Enviar a um programa (uma conta executável), embora o que for enviado a ele nunca mais possa ser movido.",
        "Send tokens to an off-curve address with no account although nobody may be able to sign for them.":
            "Enviar tokens a um endereço fora da curva sem conta, embora talvez ninguém consiga assinar por eles.",
        "Send to an address that looks like another one you know (same first and last 4 characters).":
            "Enviar a um endereço parecido com outro que você conhece (mesmos 4 primeiros e 4 últimos caracteres).",
        "Sign without sending: print the signed transaction (base64) for solwallet broadcast.":
            "Assinar sem enviar: imprimir a transação assinada (base64) para o solwallet broadcast.",
        "With --sign-only: the recent blockhash (or the nonce's value) to sign with, without the network.":
            "Com --sign-only: o blockhash recente (ou o valor do nonce) com que assinar, sem a rede.",
        "A durable nonce account (its authority is the sender) instead of a recent blockhash: the transaction does not expire after a minute (with --sign-only too).":
            "Uma conta de nonce durável (cuja autoridade é o remetente) em vez de um blockhash recente: a transação não expira após um minuto (também com --sign-only).",
        "The transaction format: legacy (default), v0, v1 (SIMD-0385: the compute-unit and account-data limits from one simulation in the message's config) or auto (v1 where the cluster takes it, else legacy).":
            "O formato da transação: legacy (padrão), v0, v1 (SIMD-0385: os limites de unidades de computação e de dados de contas, tirados de uma simulação, na configuração da mensagem) ou auto (v1 onde o cluster aceita, senão legacy).",
        "With --sign-only and --priority-fee: the compute unit limit (a SOL transfer uses 150, a memo more).":
            "Com --sign-only e --priority-fee: o limite de unidades de computação (uma transferência de SOL usa 150, um memo, mais).",
        "With --sign-only --token: the mint's decimals (offline, they cannot be read from the mint).":
            "Com --sign-only --token: as casas decimais do mint (sem conexão, elas não podem ser lidas do mint).",
        "With --sign-only --token: the token program, 'spl-token' (default), 'token-2022' or its address.":
            "Com --sign-only --token: o programa de token, 'spl-token' (padrão), 'token-2022' ou o endereço dele.",
        "With --sign-only --token: create the recipient's token account if missing (the sender pays its rent).":
            "Com --sign-only --token: criar a conta de token do destinatário se ela não existir (o remetente paga o aluguel dela).",
        "Read the keystore password from the first line of this file (for scripts).":
            "Ler a senha do cofre da primeira linha deste arquivo (para scripts).",
        "Send a signed transaction (base64, from send --sign-only).":
            "Enviar uma transação assinada (base64, de send --sign-only).",
        "Checks that every signature is present and verifies, simulates it and shows what it does to every account its signers hold a power over (SOL, tokens, accounts created or closed, authorities that change, the fee), asks (--yes for scripts), then sends the transaction as signed (never re-signed) and waits until it is confirmed or fails. A blockhash that has expired comes back as an error from the cluster's simulation: sign again with a fresh one (or use a durable nonce).":
            "Verifica se todas as assinaturas estão presentes e são válidas, simula a transação e mostra o que ela faz em cada conta sobre a qual os signatários têm algum poder (SOL, tokens, contas criadas ou fechadas, autoridades que mudam, a taxa), pergunta (--yes para scripts), depois envia a transação como foi assinada (nunca a assina de novo) e aguarda até que seja confirmada ou falhe. Um blockhash expirado volta como erro da simulação do cluster: assine de novo com um recente (ou use um nonce durável).",
        "The signed transaction in base64, or '-' to read it from stdin.":
            "A transação assinada em base64, ou '-' para lê-la do stdin.",
        "Give up waiting for confirmation after this many seconds.":
            "Desistir de aguardar a confirmação após este número de segundos.",
        "Send without asking (for scripts); the effects are still shown.":
            "Enviar sem perguntar (para scripts); os efeitos ainda são mostrados.",
        "Show an address and a Solana Pay request with its QR code, to be paid.":
            "Mostrar um endereço e um pedido Solana Pay com o seu código QR, para ser pago.",
        "Prints the address, the Solana Pay link (solana:ADDRESS?amount=…) and its QR code, drawn in the terminal. A payer's wallet (or solwallet pay) reads the amount, token, label, message and memo from it. Add --reference new to tell this payment apart from others: solwallet pay verify --reference KEY finds it on the cluster. --png and --svg write the QR code to a file. No password is needed.":
            "Imprime o endereço, o link do Solana Pay (solana:ADDRESS?amount=…) e o código QR dele, desenhado no terminal. A carteira de quem paga (ou o solwallet pay) lê nele a quantia, o token, o rótulo, a mensagem e o memo. Adicione --reference new para distinguir este pagamento dos outros: solwallet pay verify --reference KEY o encontra no cluster. --png e --svg gravam o código QR em um arquivo. Nenhuma senha é necessária.",
        "Ask for this amount (SOL, or the token's units with --token).":
            "Pedir esta quantia (SOL, ou as unidades do token com --token).",
        "Ask for this token (its mint address) instead of SOL.":
            "Pedir este token (o endereço do mint dele) em vez de SOL.",
        "Who is asking (a merchant or your name), shown by the payer's wallet.":
            "Quem está pedindo (um comerciante ou o seu nome), mostrado pela carteira de quem paga.",
        "What the payment is for, shown by the payer's wallet.":
            "A finalidade do pagamento, mostrada pela carteira de quem paga.",
        "A memo the payer's transaction stores on chain (public).":
            "Um memo que a transação de quem paga grava on-chain (público).",
        "'new' for a fresh random reference key, or a key (repeatable) to find the payment by.":
            "'new' para uma nova chave de referência aleatória, ou uma chave (repetível) pela qual encontrar o pagamento.",
        "Receive to this address of your wallets (default: the first wallet's first account).":
            "Receber neste endereço das suas carteiras (padrão: a primeira conta da primeira carteira).",
        "Also write the QR code as a PNG image to this file.":
            "Gravar também o código QR como imagem PNG neste arquivo.",
        "Also write the QR code as an SVG image to this file.":
            "Gravar também o código QR como imagem SVG neste arquivo.",
        "Pixels per QR module in the PNG and SVG (1-32).":
            "Pixels por módulo do QR no PNG e no SVG (1-32).",
        "Replace the --png/--svg files if they exist.":
            "Substituir os arquivos de --png/--svg se existirem.",
        "Draw the code for a light terminal background (default: a dark one).":
            "Desenhar o código para um terminal de fundo claro (padrão: um de fundo escuro).",
        "Do not draw the code in the terminal.":
            "Não desenhar o código no terminal.",
        "Pay a Solana Pay request, or verify that one was paid.":
            "Pagar um pedido Solana Pay, ou verificar se um foi pago.",
        "Pay a Solana Pay transfer request (a solana: URL or a QR code image).":
            "Pagar um pedido de transferência Solana Pay (uma URL solana: ou a imagem de um código QR).",
        "Reads the request strictly (a clear error for each malformed part), then sends as solwallet send does: the requested amount and token to the recipient, its memo in a Memo instruction right before the transfer, its references as read-only keys of the transfer, in order, so the merchant finds the payment. The review comes before anything is signed. A request without an amount needs --amount.\n\nA transaction request (solana:https://…) asks the merchant's server for the transaction: GET shows who asks (the link's domain, and the label the merchant gives), POST sends the paying account and receives the transaction. It is checked as the spec says (only the account signs; a merchant's signatures must verify), simulated, and shown as what it does to every account you hold a power over (your SOL, token, stake and nonce accounts, mints): SOL and tokens before and after, accounts created or closed, every authority that changes, the fee. A payment may only transfer SOL and tokens (with associated token accounts, memos, compute budget): any other instruction, an authority change, a close, an assign, a delegation or an unreadable program writing your accounts is refused, and nothing is signed. Extra trusted CA certificates for the merchant's HTTPS (a company proxy): SOLWALLET_CA_FILE=path.pem.":
            "Lê o pedido de forma estrita (um erro claro para cada parte malformada) e depois envia como o solwallet send: a quantia e o token pedidos ao destinatário, o memo do pedido em uma instrução Memo logo antes da transferência, as referências dele como chaves somente leitura da transferência, em ordem, para que o comerciante encontre o pagamento. A revisão vem antes de qualquer assinatura. Um pedido sem quantia precisa de --amount.\n\nUm pedido de transação (solana:https://…) pede a transação ao servidor do comerciante: o GET mostra quem pede (o domínio do link e o rótulo que o comerciante dá), o POST envia a conta pagadora e recebe a transação. Ela é verificada como manda a especificação (só a conta assina; as assinaturas do comerciante precisam ser válidas), simulada e mostrada pelo que faz em cada conta sobre a qual você tem algum poder (suas contas de SOL, de token, de stake e de nonce, mints): SOL e tokens antes e depois, contas criadas ou fechadas, cada autoridade que muda, a taxa. Um pagamento só pode transferir SOL e tokens (com contas de token associadas, memos, compute budget): qualquer outra instrução, mudança de autoridade, fechamento, atribuição (assign), delegação ou programa não legível que grave nas suas contas é recusado, e nada é assinado. Certificados de CA confiáveis adicionais para o HTTPS do comerciante (um proxy corporativo): SOLWALLET_CA_FILE=path.pem.",
        "The solana: URL.":
            "A URL solana: do pedido.",
        "Read the URL from the QR code in this image (PNG, or binary PGM/PPM).":
            "Ler a URL do código QR nesta imagem (PNG, ou PGM/PPM binário).",
        "The amount, when the request leaves it to the payer. For a transaction request: the most it may take.":
            "A quantia, quando o pedido a deixa para quem paga. Para um pedido de transação: o máximo que ela pode levar.",
        "For a transaction request, the cap over SOL and over each token at once (--amount 1: at most 1 SOL and at most 1 of any token); the network fee and the rent of accounts created for the merchant are shown apart; needed with --yes.":
            "Para um pedido de transação, o limite sobre o SOL e sobre cada token ao mesmo tempo (--amount 1: no máximo 1 SOL e no máximo 1 de qualquer token); a taxa de rede e o aluguel de contas criadas para o comerciante são mostrados à parte; obrigatório com --yes.",
        "Find and check a Solana Pay payment by its reference (the merchant's side).":
            "Encontrar e conferir um pagamento Solana Pay pela referência (o lado do comerciante).",
        "Looks up the transactions that mention the reference, oldest first, and accepts the first that succeeded, ends with the transfer of at least the amount to the recipient (in SOL, or the token to the recipient's associated token account), carries the references in order and the memo right before the transfer. Anyone can mention a reference: transactions that do not pass are skipped. Give the request's URL, or its parts. Exits 1 (not-found) when no valid payment exists yet; --wait polls until one does.":
            "Procura as transações que mencionam a referência, das mais antigas às mais recentes, e aceita a primeira que teve sucesso, termina com a transferência de pelo menos a quantia ao destinatário (em SOL, ou o token para a conta de token associada do destinatário), traz as referências em ordem e o memo logo antes da transferência. Qualquer um pode mencionar uma referência: as transações que não passam são ignoradas. Informe a URL do pedido, ou as partes dele. Sai com 1 (not-found) quando ainda não existe pagamento válido; --wait consulta periodicamente até que exista.",
        "The request's solana: URL (instead of the options below).":
            "A URL solana: do pedido (em vez das opções abaixo).",
        "The reference key to find the payment by.":
            "A chave de referência pela qual encontrar o pagamento.",
        "Who is paid.":
            "Quem recebe o pagamento.",
        "The amount paid (SOL, or the token's units with --token).":
            "A quantia paga (SOL, ou as unidades do token com --token).",
        "The token paid (its mint address) instead of SOL.":
            "O token pago (o endereço do mint dele) em vez de SOL.",
        "The memo the payment must carry.":
            "O memo que o pagamento deve trazer.",
        "Poll for this many seconds until a valid payment appears.":
            "Consultar periodicamente durante este número de segundos até aparecer um pagamento válido.",
        "Run a Solana Action (a blink): solana-action: URL, interstitial or website link.":
            "Executar uma Solana Action (um blink): URL solana-action:, link intersticial ou link de site.",
        "GETs the action (over https only; its icon is shown as a URL, never fetched), shows who asks (the link's domain) and what the action says, takes the button (--button) and its parameters (--param name=value, or asked on a terminal; each checked by its type and pattern), POSTs the account and the values, then by the answer: a transaction is checked as a Solana Pay transaction request is (only the account signs; present signatures must verify), simulated and reviewed as a payment (transfers only, no authority change, at most --amount), and signed and sent only after that review; a message is shown and signed; an external link is shown, never opened. A chain (links.next) is followed on the same origin only, up to its completed state. Extra trusted CA certificates: SOLWALLET_CA_FILE=path.pem.":
            "Obtém a ação com GET (só por https; o ícone é mostrado como URL, nunca baixado), mostra quem pede (o domínio do link) e o que a ação diz, recebe o botão (--button) e os parâmetros dele (--param name=value, ou perguntados em um terminal; cada um conferido pelo tipo e pelo padrão), envia com POST a conta e os valores e então, conforme a resposta: uma transação é verificada como um pedido de transação Solana Pay (só a conta assina; as assinaturas presentes precisam ser válidas), simulada e revisada como um pagamento (só transferências, nenhuma mudança de autoridade, no máximo --amount), e assinada e enviada só depois dessa revisão; uma mensagem é mostrada e assinada; um link externo é mostrado, nunca aberto. Uma cadeia (links.next) só é seguida na mesma origem, até o estado concluído. Certificados de CA confiáveis adicionais: SOLWALLET_CA_FILE=path.pem.",
        "The solana-action: URL, an interstitial link (…?action=solana-action:…) or a website URL.":
            "A URL solana-action:, um link intersticial (…?action=solana-action:…) ou a URL de um site.",
        "A parameter's value, name=value (repeat for several or a checkbox).":
            "O valor de um parâmetro, name=value (repita para vários ou para uma caixa de seleção).",
        "The button to press: its number (from 1) or its label.":
            "O botão a pressionar: o número dele (a partir de 1) ou o rótulo.",
        "The most a transaction may take (SOL, and each token); needed with --yes.":
            "O máximo que uma transação pode levar (SOL e cada token); obrigatório com --yes.",
        "Show an on-chain account, or derive a wallet's next account (account new).":
            "Mostrar uma conta on-chain, ou derivar a próxima conta de uma carteira (account new).",
        "Show an account: owner, balance, size, and its token state when it is a mint or token account.":
            "Mostrar uma conta: proprietário, saldo, tamanho e o estado de token quando é um mint ou uma conta de token.",
        "Derive a wallet's next account.":
            "Derivar a próxima conta de uma carteira.",
        "The wallet (default: the first).":
            "A carteira (padrão: a primeira).",
        "A label for the account.":
            "Um rótulo para a conta.",
        "The cluster's current slot.":
            "O slot atual do cluster.",
        "The software version of the cluster's RPC node.":
            "A versão do software do nó RPC do cluster.",
        "Create a wallet: a new seed phrase, shown once, kept encrypted.":
            "Criar uma carteira: uma nova frase de recuperação, mostrada uma vez, guardada criptografada.",
        "Interactive: asks for a new keystore password (twice; at least 8 characters, not a common one), shows the phrase once with a warning, then asks for three of its words (three tries each).\n\n--non-interactive (scripts): prints the phrase in the output and takes the password from --password-file or $SOLWALLET_PASSWORD.":
            "Interativo: pede uma nova senha do cofre (duas vezes; pelo menos 8 caracteres, e não uma senha comum), mostra a frase uma vez com um aviso e depois pede três das palavras dela (três tentativas para cada).\n\n--non-interactive (scripts): imprime a frase na saída e lê a senha de --password-file ou de $SOLWALLET_PASSWORD.",
        "The wallet's name.":
            "O nome da carteira.",
        "Number of words: 12 or 24.":
            "Número de palavras: 12 ou 24.",
        "How accounts are derived (phantom: Phantom, Solflare, Backpack).":
            "Como as contas são derivadas (phantom: Phantom, Solflare, Backpack).",
        "No prompts: print the phrase and take the password from --password-file or $SOLWALLET_PASSWORD.":
            "Sem perguntas: imprimir a frase e ler a senha de --password-file ou de $SOLWALLET_PASSWORD.",
        "Add a wallet from a seed phrase, a Phantom secret key or a keypair file.":
            "Adicionar uma carteira a partir de uma frase de recuperação, de uma chave secreta do Phantom ou de um arquivo de chaves.",
        "--qr FILE reads a QR code image (PNG, or binary PGM/PPM) holding any of the three: a seed phrase, a base58 secret key, or a keypair file's JSON array.":
            "--qr FILE lê a imagem de um código QR (PNG, ou PGM/PPM binário) que contenha qualquer um dos três: uma frase de recuperação, uma chave secreta base58 ou o array JSON de um arquivo de chaves.",
        "Read a seed phrase from standard input.":
            "Ler uma frase de recuperação da entrada padrão.",
        "Read a base58 secret key (Phantom's export) from standard input.":
            "Ler uma chave secreta base58 (a exportação do Phantom) da entrada padrão.",
        "A Solana CLI keypair file.":
            "Um arquivo de chaves da CLI Solana.",
        "A QR code image (PNG, PGM, PPM) holding a seed phrase, a base58 secret key or a keypair's JSON.":
            "A imagem de um código QR (PNG, PGM, PPM) com uma frase de recuperação, uma chave secreta base58 ou o JSON de um par de chaves.",
        "How accounts are derived from a phrase.":
            "Como as contas são derivadas de uma frase.",
        "How many accounts to add from a phrase.":
            "Quantas contas adicionar a partir de uma frase.",
        "Find the phrase's used accounts on the cluster (every preset, --discover-accounts each) and add those.":
            "Encontrar no cluster as contas usadas da frase (em todas as predefinições, --discover-accounts contas em cada uma) e adicioná-las.",
        "Accounts per preset that --discover checks.":
            "Contas por predefinição que --discover verifica.",
        "List the wallets and their accounts.":
            "Listar as carteiras e as suas contas.",
        "Only this wallet's accounts.":
            "Só as contas desta carteira.",
        "The seed phrase of a wallet.":
            "A frase de recuperação de uma carteira.",
        "Show a wallet's seed phrase (after the password).":
            "Mostrar a frase de recuperação de uma carteira (após a senha).",
        "Write every wallet to one encrypted backup file.":
            "Gravar todas as carteiras em um único arquivo de backup criptografado.",
        "The file (SWBK v1) holds each wallet's secret and its accounts and labels, encrypted with Argon2id and XChaCha20-Poly1305 under the backup password (by default the keystore password). It is written 0600, atomically, and never over an existing file unless --force. `solwallet restore FILE` reads it back.":
            "O arquivo (SWBK v1) guarda o segredo de cada carteira e as suas contas e rótulos, criptografados com Argon2id e XChaCha20-Poly1305 sob a senha do backup (por padrão, a senha do cofre). Ele é gravado com modo 0600, de forma atômica, e nunca sobre um arquivo existente, exceto com --force. `solwallet restore FILE` o lê de volta.",
        "The backup file to write.":
            "O arquivo de backup a gravar.",
        "Replace the file if it exists.":
            "Substituir o arquivo se ele existir.",
        "Read the backup's password from this file (default: the keystore password).":
            "Ler a senha do backup deste arquivo (padrão: a senha do cofre).",
        "Add the wallets of a backup file (those already here are skipped).":
            "Adicionar as carteiras de um arquivo de backup (as que já estão aqui são ignoradas).",
        "The backup is checked whole before anything is written: unique wallet ids and names, at least one account per wallet, and each wallet's secret deriving every address the backup lists for it. A wallet whose name is taken by another wallet stops the restore (nothing is written), and so does a keystore password other than the one this home's wallets are under. A failure while writing removes what was written. The secrets go into this home's keystore under the keystore password.":
            "O backup é verificado por inteiro antes de qualquer gravação: ids e nomes de carteira únicos, pelo menos uma conta por carteira e o segredo de cada carteira derivando todos os endereços que o backup lista para ela. Uma carteira cujo nome já é usado por outra interrompe a restauração (nada é gravado), assim como uma senha do cofre diferente daquela sob a qual estão as carteiras deste diretório de dados. Uma falha durante a gravação remove o que já foi gravado. Os segredos vão para o cofre de chaves deste diretório de dados, sob a senha do cofre.",
        "The backup file.":
            "O arquivo de backup.",
        "Manage one wallet.":
            "Gerenciar uma carteira.",
        "Delete a wallet: its encrypted secret and its accounts (others untouched).":
            "Excluir uma carteira: o segredo criptografado e as contas dela (as outras não são tocadas).",
        "Do not ask for confirmation (refused for a wallet that holds funds or whose balance is unknown).":
            "Não pedir confirmação (recusado para uma carteira que tem fundos ou cujo saldo é desconhecido).",
        "With --yes: delete even a wallet that holds funds or whose balance cannot be read.":
            "Com --yes: excluir até mesmo uma carteira que tem fundos ou cujo saldo não pode ser lido.",
        "The keystore password.":
            "A senha do cofre.",
        "Change the keystore password (every wallet; resumable after a crash).":
            "Alterar a senha do cofre (todas as carteiras; pode ser retomado após uma falha).",
        "Read the new password from the first line of this file (for scripts).":
            "Ler a nova senha da primeira linha deste arquivo (para scripts).",
        "The wallet's settings: url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.":
            "As configurações da carteira: url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.",
        "Every command resolves a setting the same way: its flag, else its environment variable ($SOLWALLET_URL, $SOLWALLET_COMMITMENT, $SOLWALLET_LANG, $SOLWALLET_CURRENCY, $SOLWALLET_COINGECKO_URL, $SOLWALLET_JUPITER_URL, $SOLWALLET_NEWS_URL, $SOLWALLET_ACCOUNT), else the stored setting, else the default. `config list` shows each effective value and where it comes from.":
            "Todo comando resolve uma configuração da mesma forma: a opção dela, senão a variável de ambiente dela ($SOLWALLET_URL, $SOLWALLET_COMMITMENT, $SOLWALLET_LANG, $SOLWALLET_CURRENCY, $SOLWALLET_COINGECKO_URL, $SOLWALLET_JUPITER_URL, $SOLWALLET_NEWS_URL, $SOLWALLET_ACCOUNT), senão a configuração salva, senão o padrão. `config list` mostra cada valor efetivo e de onde ele vem.",
        "Set a setting (no value: remove it).":
            "Definir uma configuração (sem valor: removê-la).",
        "url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.":
            "url, commitment, lang, currency, coingecko-url, jupiter-url, news-url, dust-threshold, blocklist, account, token-filter.",
        "The value (a cluster name or URL; processed, confirmed, finalized; en, pt, el, tr; a currency code; an http(s) URL; SOL; a file; an account label, wallet name or address).":
            "O valor (um nome ou URL de cluster; processed, confirmed, finalized; en, pt, el, tr; um código de moeda; uma URL http(s); SOL; um arquivo; um rótulo de conta, nome de carteira ou endereço).",
        "Show one setting's stored value (config list shows the effective ones).":
            "Mostrar o valor salvo de uma configuração (config list mostra os efetivos).",
        "Show every setting's effective value and where it comes from.":
            "Mostrar o valor efetivo de cada configuração e de onde ele vem.",
        "Market overview: market cap, 24h volume, BTC dominance and the top coins.":
            "Visão geral do mercado: capitalização de mercado, volume 24h, dominância do BTC e as principais moedas.",
        "Prices come from CoinGecko (set another host with `solwallet config set coingecko-url URL` or $SOLWALLET_COINGECKO_URL; a demo or pro key in $SOLWALLET_COINGECKO_API_KEY). Answers are cached in the wallet's database (the list for 60 s, the totals for 10 min); when the service cannot be reached or throttles, the cached data is shown with its age.\n\nSort orders: rank (1 first), rank-desc, price (lowest first), price-desc (highest first), holdings and holdings-desc (by holding value; as rank while the portfolio is empty).":
            "Os preços vêm da CoinGecko (defina outro host com `solwallet config set coingecko-url URL` ou $SOLWALLET_COINGECKO_URL; uma chave demo ou pro em $SOLWALLET_COINGECKO_API_KEY). As respostas ficam em cache no banco de dados da carteira (a lista por 60 s, os totais por 10 min); quando o serviço está inacessível ou limita as solicitações, os dados salvos são mostrados com a sua idade.\n\nOrdenações: rank (1 primeiro), rank-desc, price (o menor primeiro), price-desc (o maior primeiro), holdings e holdings-desc (pelo valor da posição; como rank enquanto o portfólio estiver vazio).",
        "rank, rank-desc, price, price-desc, holdings or holdings-desc.":
            "rank, rank-desc, price, price-desc, holdings ou holdings-desc.",
        "Show only coins whose name, symbol or id contains this text (any case).":
            "Mostrar só as moedas cujo nome, símbolo ou id contém este texto (sem diferenciar maiúsculas).",
        "Coins to load, 1–250 (the first page of CoinGecko's list by market cap).":
            "Moedas a carregar, 1–250 (a primeira página da lista da CoinGecko por capitalização de mercado).",
        "The currency prices are quoted in: usd, eur, brl, try, btc, … (CoinGecko's vs_currency). Default: $SOLWALLET_CURRENCY, else the currency setting, else usd.":
            "A moeda em que os preços são cotados: usd, eur, brl, try, btc, … (o vs_currency da CoinGecko). Padrão: $SOLWALLET_CURRENCY, senão a configuração currency, senão usd.",
        "Seconds to wait for the price service before showing cached data (1–120).":
            "Segundos de espera pelo serviço de preços antes de mostrar os dados salvos (1–120).",
        "One coin: price, statistics, description and links.":
            "Uma moeda: preço, estatísticas, descrição e links.",
        "ID is CoinGecko's coin id (bitcoin, solana, usd-coin; find it with `solwallet market --search NAME`). The details are cached for 10 minutes and the price history for 30 s; offline, the cached data is shown with its age. Below the details, the price over the last --days days as a terminal chart (highest, middle and lowest price; green when it rose, red when it fell, with --color) with the trend line and its band (docs/trend-line.md); --png/--svg FILE save the chart as a picture. --json adds the price history, the chart's labels and the trend line with its parameters.":
            "ID é o id da moeda na CoinGecko (bitcoin, solana, usd-coin; encontre-o com `solwallet market --search NAME`). Os detalhes ficam em cache por 10 minutos e o histórico de preços por 30 s; sem conexão, os dados salvos são mostrados com a sua idade. Abaixo dos detalhes, o preço nos últimos --days dias como um gráfico no terminal (preço máximo, médio e mínimo; verde quando subiu, vermelho quando caiu, com --color) com a linha de tendência e a sua faixa (docs/trend-line.md); --png/--svg FILE salvam o gráfico como imagem. --json acrescenta o histórico de preços, os rótulos do gráfico e a linha de tendência com os seus parâmetros.",
        "The CoinGecko coin id (e.g. solana).":
            "O id da moeda na CoinGecko (por exemplo solana).",
        "Days of price history: 1, 7, 30 or 365.":
            "Dias de histórico de preços: 1, 7, 30 ou 365.",
        "Also save the price chart as a PNG image here.":
            "Salvar também o gráfico de preço como imagem PNG aqui.",
        "Also save the price chart as an SVG image here.":
            "Salvar também o gráfico de preço como imagem SVG aqui.",
        "Replace an existing --png/--svg file.":
            "Substituir um arquivo --png/--svg existente.",
        "Your holdings' value, 24h change and allocation; manual holdings; value over time.":
            "O valor das suas posições, a variação 24h e a alocação; posições manuais; valor ao longo do tempo.",
        "Holdings are the SOL and SPL token balances of the wallet's accounts (every wallet, or --wallet NAME, or the --address given) plus the coins added with `portfolio add`. SOL and added coins are priced by CoinGecko id, tokens by mint (CoinGecko, then Jupiter for USD); an asset without a price is listed as \"no price\" and left out of the value with a note, never counted as 0. Each run stores a snapshot of the value for `portfolio history`.":
            "As posições são os saldos de SOL e de tokens SPL das contas da carteira (todas as carteiras, ou --wallet NAME, ou o --address informado) mais as moedas adicionadas com `portfolio add`. O SOL e as moedas adicionadas são cotados pelo id da CoinGecko, os tokens pelo mint (CoinGecko, depois Jupiter para USD); um ativo sem preço é listado como \"sem preço\" e fica fora do valor, com uma nota, nunca contado como 0. Cada execução salva um registro do valor para `portfolio history`.",
        "The portfolio: value, 24h change, assets and allocation (the default).":
            "O portfólio: valor, variação 24h, ativos e alocação (o padrão).",
        "Only the accounts of this wallet (default: every wallet's accounts).":
            "Só as contas desta carteira (padrão: as contas de todas as carteiras).",
        "An address to include (repeatable; with no wallet too).":
            "Um endereço a incluir (repetível; também sem nenhuma carteira).",
        "Leave the accounts out: manual holdings only (no cluster is asked).":
            "Deixar as contas de fora: só as posições manuais (nenhum cluster é consultado).",
        "Do not store a snapshot of the value.":
            "Não salvar um registro do valor.",
        "Set how much of a coin you hold outside the wallet (0 removes it).":
            "Definir quanto de uma moeda você tem fora da carteira (0 a remove).",
        "ID is CoinGecko's coin id (bitcoin, ethereum; find it with `solwallet market --search NAME`), checked with CoinGecko before it is stored. AMOUNT is the whole amount you hold (it replaces the stored one), exact, with up to 18 decimals. The market app's save rules: a coin held is updated, or removed at 0; a new coin is added (0 adds nothing).":
            "ID é o id da moeda na CoinGecko (bitcoin, ethereum; encontre-o com `solwallet market --search NAME`), conferido com a CoinGecko antes de ser salvo. AMOUNT é a quantia total que você tem (ela substitui a salva), exata, com até 18 casas decimais. As regras de gravação do app de mercado: uma moeda que você já tem é atualizada, ou removida com 0; uma moeda nova é adicionada (0 não adiciona nada).",
        "The CoinGecko coin id.":
            "O id da moeda na CoinGecko.",
        "The amount held, e.g. 0.25 (exact decimal, no sign or exponent).":
            "A quantia que você tem, por exemplo 0.25 (decimal exato, sem sinal nem expoente).",
        "Remove a manual holding.":
            "Remover uma posição manual.",
        "Value the portfolio now and store the value for `portfolio history`.":
            "Avaliar o portfólio agora e salvar o valor para `portfolio history`.",
        "The portfolio's value over time, from the stored snapshots.":
            "O valor do portfólio ao longo do tempo, a partir dos registros salvos.",
        "Charts the snapshots in --currency (each `solwallet portfolio` run and `portfolio snapshot` store one), oldest to newest; snapshots that left out holdings without a price are not charted.\n--png/--svg FILE also save the chart as a picture.":
            "Desenha o gráfico dos registros em --currency (cada execução de `solwallet portfolio` e de `portfolio snapshot` salva um), do mais antigo ao mais recente; registros que deixaram de fora posições sem preço não entram no gráfico.\n--png/--svg FILE também salvam o gráfico como imagem.",
        "The most recent snapshots to chart (2–100000).":
            "Os registros mais recentes a incluir no gráfico (2–100000).",
        "Also save the chart as a PNG image here.":
            "Salvar também o gráfico como imagem PNG aqui.",
        "Also save the chart as an SVG image here.":
            "Salvar também o gráfico como imagem SVG aqui.",
        "The latest news: items of an RSS or Atom feed (Solana's news by default).":
            "As últimas notícias: itens de um feed RSS ou Atom (as notícias da Solana, por padrão).",
        "The feed is $SOLWALLET_NEWS_URL, else the news-url setting (`solwallet config set news-url URL`), else https://solana.com/news/rss.xml; --url overrides them. It is cached for 15 minutes in the wallet's database; when the feed cannot be fetched, the cached items are shown with their age. --open N prints the link of item N alone (for `xdg-open \"$(solwallet news --open 1)\"`).":
            "O feed é $SOLWALLET_NEWS_URL, senão a configuração news-url (`solwallet config set news-url URL`), senão https://solana.com/news/rss.xml; --url tem precedência sobre eles. Ele fica em cache por 15 minutos no banco de dados da carteira; quando o feed não pode ser baixado, os itens salvos são mostrados com a sua idade. --open N imprime só o link do item N (para `xdg-open \"$(solwallet news --open 1)\"`).",
        "The feed's URL (http or https).":
            "A URL do feed (http ou https).",
        "Items to show, 1–100.":
            "Itens a mostrar, 1–100.",
        "Print the link of item N (1 is the newest) and nothing else.":
            "Imprimir o link do item N (1 é o mais recente) e nada mais.",
        "Seconds to wait for the feed before showing cached items (1–120).":
            "Segundos de espera pelo feed antes de mostrar os itens salvos (1–120).",
        "Pair with a phone wallet (Phantom, Solflare, Backpack) and ask it to sign.":
            "Parear com uma carteira de celular (Phantom, Solflare, Backpack) e pedir que ela assine.",
        "Each request prints a link (and its QR code) to open on the phone. The wallet answers by opening the redirect link with its answer appended: pass that URL to `solwallet adapter callback URL`. Requests wait in the encrypted store (under the keystore password) until then. The payloads are encrypted with NaCl box between a key made here for each connection and the wallet's key.":
            "Cada pedido imprime um link (e o código QR dele) para abrir no celular. A carteira responde abrindo o link de redirecionamento com a resposta anexada: passe essa URL a `solwallet adapter callback URL`. Até lá, os pedidos aguardam no armazenamento criptografado (sob a senha do cofre). O conteúdo é criptografado com NaCl box entre uma chave criada aqui para cada conexão e a chave da carteira.",
        "Print the link that connects a phone wallet to this app.":
            "Imprimir o link que conecta uma carteira de celular a este app.",
        "Example: solwallet adapter connect phantom --redirect myapp://solwallet\nThe wallet asks the user to approve, then opens the redirect link with its answer; give that URL to\nsolwallet adapter callback.":
            "Exemplo: solwallet adapter connect phantom --redirect myapp://solwallet\nA carteira pede a aprovação do usuário e depois abre o link de redirecionamento com a resposta; passe essa URL a\nsolwallet adapter callback.",
        "The wallet: phantom, solflare or backpack.":
            "A carteira: phantom, solflare ou backpack.",
        "Where the wallet sends its answer (a custom scheme or https URL, without a query).":
            "Para onde a carteira envia a resposta (um esquema personalizado ou uma URL https, sem query string).",
        "The cluster the wallet should use: mainnet-beta, devnet, testnet (or a CAIP id for Backpack).":
            "O cluster que a carteira deve usar: mainnet-beta, devnet, testnet (ou um id CAIP para o Backpack).",
        "This app's identity shown by the wallet (an http(s) URL).":
            "A identidade deste app mostrada pela carteira (uma URL http(s)).",
        "Do not draw the QR code.":
            "Não desenhar o código QR.",
        "Complete a request with the URL the wallet redirected to.":
            "Concluir um pedido com a URL para a qual a carteira redirecionou.",
        "Checks the answer (request id, decryption, the signature against the connected account) and finishes what the request was for: stores the connection, prints the message's signature, or sends the signed transfer. A callback that does not prove it comes from the wallet (it lacks the request's nonce and does not decrypt under the session: a forged error, say) is reported and leaves the request waiting for the genuine one.":
            "Verifica a resposta (id do pedido, descriptografia, a assinatura contra a conta conectada) e conclui o que o pedido pretendia: salva a conexão, imprime a assinatura da mensagem ou envia a transferência assinada. Um callback que não prova que vem da carteira (não tem o nonce do pedido e não se descriptografa com a sessão: um erro forjado, por exemplo) é relatado e deixa o pedido aguardando o verdadeiro.",
        "The URL the wallet opened (quote it in the shell).":
            "A URL que a carteira abriu (coloque-a entre aspas no shell).",
        "Print the link that asks the connected wallet to sign a message.":
            "Imprimir o link que pede à carteira conectada que assine uma mensagem.",
        "The message (UTF-8 text).":
            "A mensagem (texto UTF-8).",
        "The connection (its id, a prefix, or the wallet's name) when several are connected.":
            "A conexão (o id dela, um prefixo ou o nome da carteira) quando há várias conectadas.",
        "Where the wallet sends its answer (default: the one given at connect).":
            "Para onde a carteira envia a resposta (padrão: o informado no connect).",
        "Build a SOL transfer from the connected account and ask the wallet to sign it.":
            "Montar uma transferência de SOL da conta conectada e pedir à carteira que a assine.",
        "Prints the link; after the wallet signed, `solwallet adapter callback URL` checks the signature and sends the transaction through the cluster given here (-u).":
            "Imprime o link; depois que a carteira assinar, `solwallet adapter callback URL` verifica a assinatura e envia a transação pelo cluster informado aqui (-u).",
        "The recipient's address.":
            "O endereço do destinatário.",
        "The amount in SOL (a decimal, at most 9 decimals).":
            "A quantia em SOL (um decimal, no máximo 9 casas decimais).",
        "List the connected wallets and the requests waiting for a callback.":
            "Listar as carteiras conectadas e os pedidos que aguardam um callback.",
        "Erase a connection's keys here and print the link that ends its session.":
            "Apagar aqui as chaves de uma conexão e imprimir o link que encerra a sessão dela.",
        "The connection's key and record are erased at once (no later request can use them); open the printed link so that the wallet forgets the session too.":
            "A chave e o registro da conexão são apagados na hora (nenhum pedido posterior pode usá-los); abra o link impresso para que a carteira também esqueça a sessão.",
        "Check the wallet's set-up: files, permissions, the cluster and the clock.":
            "Verificar a instalação da carteira: arquivos, permissões, o cluster e o relógio.",
        "Checks the data directory, the keystore's permissions (0700 directory, 0600 files, no links, owned by you) and leftovers (a .prev may still open with an old password), the database's integrity, the stored settings, that the cluster answers, the clock against the cluster's newest block time, and the QR scanner library. Nothing is created or changed. Each problem comes with what to do. Exit status 1 when a check fails (a warning alone exits 0).":
            "Verifica o diretório de dados, as permissões do cofre de chaves (diretório 0700, arquivos 0600, sem links, pertencentes a você) e as sobras (um .prev ainda pode abrir com uma senha antiga), a integridade do banco de dados, as configurações salvas, se o cluster responde, o relógio em relação ao horário do bloco mais recente do cluster e a biblioteca do leitor de QR. Nada é criado nem alterado. Cada problema vem com o que fazer. Código de saída 1 quando uma verificação falha (só um aviso sai com 0).",
        "Warn when the clock and the cluster's newest block time differ by more (seconds).":
            "Avisar quando o relógio e o horário do bloco mais recente do cluster diferirem mais do que isto (segundos).",
        "List the cluster's validators (vote accounts) to stake with.":
            "Listar os validadores do cluster (contas de voto) com que fazer stake.",
        "From getVoteAccounts: the vote account (what you delegate to), the validator's identity, its commission (the share of rewards it keeps), its active stake, its last vote and whether it is delinquent (it stopped voting: stake there earns nothing). Stake with 'solwallet stake create AMOUNT --validator VOTE'.":
            "A partir de getVoteAccounts: a conta de voto (aquilo a que você delega), a identidade do validador, a comissão dele (a parte das recompensas que fica com ele), o stake ativo, o último voto e se está inadimplente (parou de votar: o stake nele não rende nada). Faça stake com 'solwallet stake create AMOUNT --validator VOTE'.",
        "Sort by 'stake' (most first, the default) or 'commission' (lowest first).":
            "Ordenar por 'stake' (o maior primeiro, o padrão) ou 'commission' (a menor primeiro).",
        "Stake SOL with a validator, watch it, collect rewards, and unstake.":
            "Fazer stake de SOL com um validador, acompanhá-lo, receber recompensas e desfazer o stake.",
        "Stake accounts are created at addresses derived from your account and a seed (\"0\", \"1\", …, as the Solana CLI's --seed and solana-stake-accounts do), so nothing new needs backing up. Stake activates at the next epoch boundary, earns rewards every epoch, and after 'deactivate' cools down until the next boundary; then 'withdraw' returns it to your account. Every transaction is shown for review before signing.":
            "As contas de stake são criadas em endereços derivados da sua conta e de uma semente (\"0\", \"1\", …, como fazem o --seed da CLI Solana e o solana-stake-accounts), então não há nada novo a guardar em backup. O stake é ativado no próximo limite de época, rende recompensas a cada época e, após 'deactivate', entra em resfriamento até o próximo limite; então 'withdraw' o devolve à sua conta. Toda transação é mostrada para revisão antes da assinatura.",
        "Create a stake account with AMOUNT SOL and delegate it to a validator.":
            "Criar uma conta de stake com AMOUNT SOL e delegá-la a um validador.",
        "Refuses an amount below the cluster's minimum delegation, a wallet that cannot pay the amount, the rent-exempt reserve (kept in the stake account) and the fee, an unknown vote account, and a delinquent validator (unless --allow-delinquent). The review shows the rent, the minimum delegation and the epoch the stake becomes active, with an estimated time.":
            "Recusa uma quantia abaixo da delegação mínima do cluster, uma carteira que não consegue pagar a quantia, a reserva isenta de aluguel (que fica na conta de stake) e a taxa, uma conta de voto desconhecida e um validador inadimplente (exceto com --allow-delinquent). A revisão mostra o aluguel, a delegação mínima e a época em que o stake fica ativo, com um horário estimado.",
        "The SOL to stake (a decimal, e.g. 2.5).":
            "O SOL a colocar em stake (um decimal, por exemplo 2.5).",
        "The validator's vote account (see solwallet validators).":
            "A conta de voto do validador (veja solwallet validators).",
        "Stake with a delinquent validator anyway.":
            "Fazer stake com um validador inadimplente mesmo assim.",
        "Use this address of your wallets (default: the first wallet's first account).":
            "Usar este endereço das suas carteiras (padrão: a primeira conta da primeira carteira).",
        "Your stake accounts: state, active and inactive amounts.":
            "Suas contas de stake: estado, quantias ativas e inativas.",
        "States: activating (until the next epoch boundary), active (earning), deactivating (cooling down until the next boundary), inactive (withdrawable). Amounts are computed from the cluster's stake history as the runtime does.":
            "Estados: ativando (até o próximo limite de época), ativo (rendendo), desativando (em resfriamento até o próximo limite), inativo (sacável). As quantias são calculadas a partir do histórico de stake do cluster, como o runtime faz.",
        "List the stake accounts of this address of your wallets (default: the first account).":
            "Listar as contas de stake deste endereço das suas carteiras (padrão: a primeira conta).",
        "Deactivate (unstake) a stake account; withdraw it after the cooldown.":
            "Desativar (desfazer o stake de) uma conta de stake; sacá-la após o resfriamento.",
        "Deactivation is all or nothing per account: split first to unstake a part.":
            "A desativação é tudo ou nada por conta: separe primeiro para desfazer o stake de uma parte.",
        "The stake account.":
            "A conta de stake.",
        "Withdraw inactive SOL from a stake account to your account.":
            "Sacar SOL inativo de uma conta de stake para a sua conta.",
        "Without AMOUNT, everything withdrawable: the whole balance of an inactive account (which closes it). Refuses while the stake is active, activating or cooling down: deactivate it and wait for the boundary.":
            "Sem AMOUNT, tudo o que é sacável: o saldo inteiro de uma conta inativa (o que a fecha). Recusa enquanto o stake estiver ativo, ativando ou em resfriamento: desative-o e aguarde o limite de época.",
        "SOL to withdraw (default: everything withdrawable).":
            "SOL a sacar (padrão: tudo o que é sacável).",
        "Move AMOUNT SOL of a stake account into a new one (same validator).":
            "Mover AMOUNT SOL de uma conta de stake para uma nova (mesmo validador).",
        "Both parts must stay at or above the minimum delegation. Use it to unstake a part.":
            "As duas partes precisam ficar no mínimo de delegação ou acima dele. Use-o para desfazer o stake de uma parte.",
        "The stake account to split.":
            "A conta de stake a separar.",
        "The SOL to move into the new account.":
            "O SOL a mover para a nova conta.",
        "Merge SOURCE into DESTINATION (SOURCE is closed).":
            "Mesclar SOURCE em DESTINATION (SOURCE é fechada).",
        "Both must be inactive, both activating in the same epoch, or both fully active, to the same validator, with the same authorities; an account that is partly activating or deactivating cannot be merged.":
            "As duas precisam estar inativas, ambas ativando na mesma época ou ambas totalmente ativas, com o mesmo validador e as mesmas autoridades; uma conta parcialmente ativando ou desativando não pode ser mesclada.",
        "The account that remains.":
            "A conta que permanece.",
        "The account merged and closed.":
            "A conta mesclada e fechada.",
        "Staking rewards of your stake accounts, per epoch.":
            "Recompensas de staking das suas contas de stake, por época.",
        "From getInflationReward, for the last N finished epochs (newest first).":
            "A partir de getInflationReward, para as últimas N épocas concluídas (a mais recente primeiro).",
        "How many finished epochs to show (1…50).":
            "Quantas épocas concluídas mostrar (1…50).",
        "The rewards of this address of your wallets (default: the first account).":
            "As recompensas deste endereço das suas carteiras (padrão: a primeira conta).",
        "Manage your token accounts.":
            "Gerenciar as suas contas de token.",
        "Close your empty token accounts and get their rent back.":
            "Fechar as suas contas de token vazias e recuperar o aluguel delas.",
        "Every token account keeps about 0.002 SOL of rent while it exists, even when it holds nothing. This closes the ones holding 0 tokens (SPL Token and Token-2022) that your account can close alone, at most 20 per transaction, after showing what the simulated transaction does. Receiving that token again creates the account again.":
            "Cada conta de token retém cerca de 0.002 SOL de aluguel enquanto existe, mesmo quando não guarda nada. Este comando fecha as que têm 0 tokens (SPL Token e Token-2022) e que a sua conta pode fechar sozinha, no máximo 20 por transação, depois de mostrar o que a transação simulada faz. Receber esse token de novo cria a conta de novo.",
        "Leave a token out of your balances (nothing changes on chain).":
            "Deixar um token de fora dos seus saldos (nada muda on-chain).",
        "The balance says how many tokens it leaves out; 'solwallet token unhide MINT' shows one again.":
            "O saldo diz quantos tokens deixa de fora; 'solwallet token unhide MINT' volta a mostrar um deles.",
        "The token's mint (the full address the balance shows).":
            "O mint do token (o endereço completo que o saldo mostra).",
        "Show a hidden token in your balances again.":
            "Voltar a mostrar um token oculto nos seus saldos.",
        "Also shows a token the token-filter rule hides (dust of a mint without a name): your choice wins over the rule. 'solwallet balance --all' lists the hidden tokens with why each is hidden.":
            "Mostra também um token que a regra token-filter oculta (poeira de um mint sem nome): a sua escolha prevalece sobre a regra. 'solwallet balance --all' lista os tokens ocultos com o motivo de cada um.",
        "The token's mint.":
            "O mint do token.",
        "List the tokens left out of your balances, with why each is hidden.":
            "Listar os tokens deixados de fora dos seus saldos, com o motivo de cada um.",
        "The mints you hid ('solwallet token hide'), and the token accounts of the account that the token-filter rule hides right now (read from the cluster, else the cached balance), each with its reason. Without an account and without a wallet, only the mints you hid.":
            "Os mints que você ocultou ('solwallet token hide') e as contas de token da conta que a regra token-filter oculta neste momento (lidas do cluster, senão do saldo salvo), cada um com o seu motivo. Sem conta e sem carteira, só os mints que você ocultou.",
        "Show the wallet in your browser: a local dashboard on 127.0.0.1.":
            "Mostrar a carteira no seu navegador: um painel local em 127.0.0.1.",
        "Prints a link with a one-time token (like Jupyter): open it in this machine's browser. It works once and gives that browser a session cookie; anyone else gets \"not signed in\". The server listens on 127.0.0.1 only, refuses other Host and Origin headers, checks a CSRF token on every form, and sends a strict Content-Security-Policy. The seed phrase is shown only on the export screen, after the password. After --idle-lock seconds without a request the dashboard locks until the password is entered again. Every screen works without JavaScript; one small script updates the balance live. Stop with Ctrl-C.\n\nImages an Action or a coin names (icons, logos) are fetched by the dashboard, never by the browser, and never from this machine or a private network; $SOLWALLET_PRIVATE_IMAGE_HOSTS (host names, comma separated) lists hosts that may be (an image server of your own).":
            "Imprime um link com um token de uso único (como o Jupyter): abra-o no navegador desta máquina. Ele funciona uma vez e dá a esse navegador um cookie de sessão; qualquer outro recebe \"sessão não iniciada\". O servidor escuta só em 127.0.0.1, recusa outros cabeçalhos Host e Origin, confere um token CSRF em cada formulário e envia uma Content-Security-Policy estrita. A frase de recuperação só é mostrada na tela Backup da frase, após a senha. Após --idle-lock segundos sem nenhuma requisição, o painel se bloqueia até que a senha seja digitada de novo. Todas as telas funcionam sem JavaScript; um pequeno script atualiza o saldo ao vivo. Pare com Ctrl-C.\n\nAs imagens que uma Action ou uma moeda indicam (ícones, logotipos) são baixadas pelo painel, nunca pelo navegador, e nunca desta máquina nem de uma rede privada; $SOLWALLET_PRIVATE_IMAGE_HOSTS (nomes de host separados por vírgula) lista os hosts que podem ser usados mesmo assim (um servidor de imagens seu).",
        "The port on 127.0.0.1 (0: any free port).":
            "A porta em 127.0.0.1 (0: qualquer porta livre).",
        "Lock the dashboard after this many seconds without a request (1–86400).":
            "Bloquear o painel após este número de segundos sem nenhuma requisição (1–86400).",
        "Sign an off-chain message, or verify a signature of one.":
            "Assinar uma mensagem off-chain, ou verificar a assinatura de uma.",
        "Sign an off-chain message with one of your accounts, after a review.":
            "Assinar uma mensagem off-chain com uma das suas contas, após uma revisão.",
        "Prints the signature in base58, as `solana sign-offchain-message` does. The review shows the text exactly (control and invisible characters escaped). Refuses text past its format's limits, and bytes that parse as a Solana transaction.":
            "Imprime a assinatura em base58, como faz `solana sign-offchain-message`. A revisão mostra o texto exatamente (caracteres de controle e invisíveis escapados). Recusa texto além dos limites do formato e bytes que se leem como uma transação Solana.",
        "The message text (or --file).":
            "O texto da mensagem (ou --file).",
        "Read the message from this file (UTF-8, taken exactly: a final newline is part of it).":
            "Ler a mensagem deste arquivo (UTF-8, tomado exatamente: uma quebra de linha final faz parte dela).",
        "The message layout: 'v0' (the current spec, what the Solana CLI 3.x signs; default for sign), 'legacy' (the v0 header of the Solana CLI up to 2.x), or 'v1'. Verify tries v0, then legacy, unless given.":
            "O layout da mensagem: 'v0' (a especificação atual, o que a CLI Solana 3.x assina; padrão para sign), 'legacy' (o cabeçalho v0 da CLI Solana até a 2.x) ou 'v1'. O verify tenta v0 e depois legacy, a menos que o layout seja informado.",
        "The v0 format: 'ascii' (restricted ASCII, what a hardware wallet shows), 'utf8' (up to 1,232 bytes) or 'extended' (up to 65,535 bytes). Default: the first that holds the text.":
            "O formato v0: 'ascii' (ASCII restrito, o que uma carteira de hardware mostra), 'utf8' (até 1.232 bytes) ou 'extended' (até 65.535 bytes). Padrão: o primeiro em que o texto cabe.",
        "The v0 application domain (32 bytes in base58; default all zero, as the Solana CLI).":
            "O domínio de aplicação v0 (32 bytes em base58; padrão: tudo zero, como na CLI Solana).",
        "Sign with this account of your wallets: an address, a label or a wallet name.":
            "Assinar com esta conta das suas carteiras: um endereço, um rótulo ou um nome de carteira.",
        "Verify a signature of an off-chain message.":
            "Verificar a assinatura de uma mensagem off-chain.",
        "Prints \"Signature is valid\", as `solana verify-offchain-signature` does, and exits 0; otherwise exits 1. Without --layout, a signature made by either generation of the Solana CLI verifies (the current v0, then the legacy header).":
            "Imprime \"A assinatura é válida\", como faz `solana verify-offchain-signature`, e sai com 0; caso contrário, sai com 1. Sem --layout, uma assinatura feita por qualquer das duas gerações da CLI Solana é aceita (o v0 atual, depois o cabeçalho legacy).",
        "The signature (base58).":
            "A assinatura (base58).",
        "The signer's address (base58).":
            "O endereço de quem assinou (base58).",
        "Sign in to a dApp (Sign-In With Solana), or verify a sign-in.":
            "Entrar em um dApp (Sign-In With Solana), ou verificar um login.",
        "Sign in to a dApp: check its request, review, sign.":
            "Entrar em um dApp: conferir o pedido, revisar, assinar.",
        "REQUEST.json is the dApp's SolanaSignInInput (every field optional), or {\"origin\": URL, \"input\": {…}}. The domain must be the origin's (--origin, or the request's; both given must agree), the chain the cluster's (--url), issued-at within 10 minutes of now, and now within not-before and expiration. Prints the Wallet Standard's SolanaSignInOutput as JSON (signature base58, signed message base64), which `solwallet sign-in verify` and the dApp's verifySignIn accept.":
            "REQUEST.json é o SolanaSignInInput do dApp (todos os campos opcionais), ou {\"origin\": URL, \"input\": {…}}. O domínio deve ser o da origem (--origin, ou a do pedido; se as duas forem informadas, devem concordar), a chain a do cluster (--url), o issued-at no máximo 10 minutos distante do momento atual, e o momento atual entre not-before e expiration. Imprime o SolanaSignInOutput do Wallet Standard em JSON (assinatura em base58, mensagem assinada em base64), que `solwallet sign-in verify` e o verifySignIn do dApp aceitam.",
        "The dApp's sign-in request (JSON; - for standard input).":
            "O pedido de login do dApp (JSON; - para a entrada padrão).",
        "The page asking to sign in (https://…); checked against the request's domain.":
            "A página que pede o login (https://…); conferida com o domínio do pedido.",
        "Sign in with this account of your wallets: an address, a label or a wallet name.":
            "Entrar com esta conta das suas carteiras: um endereço, um rótulo ou um nome de carteira.",
        "SIWS 1.1: sign the text inside an off-chain message v1 envelope.":
            "SIWS 1.1: assinar o texto dentro de um envelope de mensagem off-chain v1.",
        "Verify a sign-in output against the request (the dApp's side).":
            "Verificar uma resposta de login contra o pedido (o lado do dApp).",
        "Checks what the Wallet Standard's verifySignIn checks — the signed message parses, agrees with the request (domain and address when given, every other field exactly), and carries the account's signature — and the time window (unless --ignore-time). Prints \"Sign-in is valid: …\" and exits 0; otherwise says why and exits 1.":
            "Verifica o que o verifySignIn do Wallet Standard verifica — a mensagem assinada pode ser lida, concorda com o pedido (domínio e endereço quando informados, todos os outros campos exatamente) e traz a assinatura da conta — e a janela de tempo (exceto com --ignore-time). Imprime \"O login é válido: …\" e sai com 0; caso contrário, diz por quê e sai com 1.",
        "The wallet's SolanaSignInOutput (JSON; - for standard input).":
            "O SolanaSignInOutput da carteira (JSON; - para a entrada padrão).",
        "The sign-in request the dApp sent (its SolanaSignInInput JSON).":
            "O pedido de login que o dApp enviou (o JSON SolanaSignInInput dele).",
        "Do not check issued-at, not-before and expiration against now.":
            "Não conferir issued-at, not-before e expiration com o momento atual.",
        "Work with program IDLs (Codama and Anchor).":
            "Trabalhar com IDLs de programas (Codama e Anchor).",
        "Generate Swift sources for a program from its IDL.":
            "Gerar código-fonte Swift para um programa a partir do IDL dele.",
        "Writes one file per instruction, account and defined type, plus the program id, its PDAs and its errors, under DIR (Instructions/, Accounts/, Types/). The output is deterministic; every file starts with \"// Generated by solwallet idl generate — do not edit\", and only such files are replaced (--force replaces any).\nExample: solwallet idl generate idl.json --module Token --out Sources/TokenClient":
            "Grava um arquivo por instrução, conta e tipo definido, mais o id do programa, os PDAs e os erros dele, em DIR (Instructions/, Accounts/, Types/). A saída é determinística; todo arquivo começa com \"// Generated by solwallet idl generate — do not edit\", e só esses arquivos são substituídos (--force substitui qualquer um).\nExemplo: solwallet idl generate idl.json --module Token --out Sources/TokenClient",
        "The IDL file (Codama rootNode or Anchor JSON).":
            "O arquivo IDL (rootNode Codama ou JSON Anchor).",
        "The name the generated types are prefixed with.":
            "O nome usado como prefixo dos tipos gerados.",
        "The directory to write to (created if needed).":
            "O diretório em que gravar (criado se necessário).",
        "Replace files that were not generated by this command.":
            "Substituir arquivos que não foram gerados por este comando.",
        "Register a program's IDL: tx decode, tx show and the signing review then name its instructions.":
            "Registrar o IDL de um programa: tx decode, tx show e a revisão de assinatura passam a nomear as instruções dele.",
        "The IDL (Codama rootNode or Anchor >= 0.30) is read in full and kept under the wallet's data directory, keyed by its program id. Naming is for display only: an instruction a registered IDL names is still one the wallet cannot vouch for, and a payment still refuses it.\nExample: solwallet idl add target/idl/vault.json":
            "O IDL (rootNode Codama ou Anchor >= 0.30) é lido por inteiro e guardado no diretório de dados da carteira, indexado pelo id do programa. Os nomes servem só para exibição: uma instrução nomeada por um IDL registrado continua sendo uma pela qual a carteira não pode garantir, e um pagamento continua a recusá-la.\nExemplo: solwallet idl add target/idl/vault.json",
        "Replace an IDL already registered for the same program.":
            "Substituir um IDL já registrado para o mesmo programa.",
        "List the registered program IDLs.":
            "Listar os IDLs de programas registrados.",
        "Remove the registered IDL of a program.":
            "Remover o IDL registrado de um programa.",
        "The program id.":
            "O id do programa.",
        "Show subcommand help information.":
            "Mostrar informações de ajuda do subcomando.",
        "OVERVIEW:":
            "VISÃO GERAL:",
        "USAGE:":
            "USO:",
        "ARGUMENTS:":
            "ARGUMENTOS:",
        "OPTIONS:":
            "OPÇÕES:",
        "SUBCOMMANDS:":
            "SUBCOMANDOS:",
        "(default: ":
            "(padrão: ",
        "; default: ":
            "; padrão: ",
        "(values: ":
            "(valores: ",
        "Help:  ":
            "Ajuda:  ",
        "Usage: ":
            "Uso: ",
        "See '{1} <subcommand>' for detailed help.":
            "Veja '{1} <subcommand>' para a ajuda detalhada.",
        "See '{1} --help' for more information.":
            "Veja '{1} --help' para mais informações.",
        "Missing expected argument '{1}'":
            "Falta o argumento esperado '{1}'",
        "Missing one of: '{1}'":
            "Falta um destes: '{1}'",
        "Missing value for '{1}'":
            "Falta o valor de '{1}'",
        "Unknown option '{1}'. Did you mean '{2}'?":
            "Opção desconhecida '{1}'. Você quis dizer '{2}'?",
        "Unknown option '{1}'":
            "Opção desconhecida '{1}'",
        "Unexpected argument '{1}'":
            "Argumento inesperado '{1}'",
        "{1} unexpected arguments: '{2}'":
            "{1} argumentos inesperados: '{2}'",
        "Invalid option: {1}":
            "Opção inválida: {1}",
        "Missing required subcommand.":
            "Falta um subcomando obrigatório.",
        "The option '{1}' does not take any value, but '{2}' was specified.":
            "A opção '{1}' não aceita valor, mas '{2}' foi informado.",
        "The value '{1}' is invalid for '{2}'. Please provide one of {3}.":
            "O valor '{1}' é inválido para '{2}'. Informe um destes: {3}.",
        "The value '{1}' is invalid for '{2}'. Please provide one of the following:{3}":
            "O valor '{1}' é inválido para '{2}'. Informe um dos seguintes:{3}",
        "The value '{1}' is invalid for '{2}': {3}":
            "O valor '{1}' é inválido para '{2}': {3}",
        "The value '{1}' is invalid for '{2}'":
            "O valor '{1}' é inválido para '{2}'",
        "Value to be set with {1} had already been set with {2}":
            "O valor a definir com {1} já tinha sido definido com {2}",
    ]
}
