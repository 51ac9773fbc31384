// SPDX-License-Identifier: GPL-3.0-or-later
// Saves two rosters in turn over one file as fast as it can, printing a line after each save, until killed.
// tst_savekill kills it with SIGKILL at random moments and checks the file is always one roster or the other.
#include "bw/rosterfile.h"

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: savewriter A.bwroster B.bwroster TARGET\n");
        return 2;
    }
    sztab::LoadError error;
    const auto a = sztab::loadRosterFile(QString::fromLocal8Bit(argv[1]), &error);
    const auto b = a ? sztab::loadRosterFile(QString::fromLocal8Bit(argv[2]), &error) : std::nullopt;
    if (!a || !b) {
        std::fprintf(stderr, "%s\n", qPrintable(error.toLine()));
        return 2;
    }
    const QString target = QString::fromLocal8Bit(argv[3]);
    for (long n = 0;; ++n) {
        QString message;
        if (!sztab::saveRosterFile(n % 2 ? *b : *a, target, &message)) {
            std::fprintf(stderr, "%s\n", qPrintable(message));
            return 1;
        }
        std::printf("%ld\n", n + 1);
        std::fflush(stdout);
    }
}
