// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The language the program speaks in its messages: the app's interface language, the command line's --lang. Load
// errors, save errors and the command line's words pick their side of the core's bilingual words (text.h) by it.
#include <QString>

namespace sztab {

// "en" (the default) or "pl"; set once by the program, and again when the app's language changes.
void setMessageLanguage(const QString &lang);
QString messageLanguage();

} // namespace sztab
