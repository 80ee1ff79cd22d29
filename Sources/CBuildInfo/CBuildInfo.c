// The build's commit, from build_commit.h: scripts/bootstrap (run by every make target) writes it, and rewrites it
// only when the commit changes, so it costs one C file and a relink. A plain `swift build` without it says "unknown".
#include "CBuildInfo.h"

#if __has_include("build_commit.h")
#include "build_commit.h"
#endif

#ifndef SOLWALLET_BUILD_COMMIT
#define SOLWALLET_BUILD_COMMIT "unknown"
#endif

const char *solwallet_build_commit(void) { return SOLWALLET_BUILD_COMMIT; }
