// SPDX-License-Identifier: GPL-3.0-or-later
#include "foundation/messagelanguage.h"

#include "foundation/text.h"

#include <atomic>

namespace sztab {

namespace {
// Atomic: the app changes it on the interface thread while a background load may be wording an error.
std::atomic<bool> g_polish{false};
} // namespace

void setMessageLanguage(const QString &lang) { g_polish = isPolish(lang); }
QString messageLanguage() { return g_polish ? QStringLiteral("pl") : QStringLiteral("en"); }

} // namespace sztab
