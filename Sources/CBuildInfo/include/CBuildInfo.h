#ifndef SOLWALLET_CBUILDINFO_H
#define SOLWALLET_CBUILDINFO_H

/// The git commit the binary was built from ("0123abc", "0123abc-dirty"), or "unknown" when it was built outside a
/// git checkout or without the header scripts/bootstrap writes.
const char *solwallet_build_commit(void);

#endif
