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
    ]
}
