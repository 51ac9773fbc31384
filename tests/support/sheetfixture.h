// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Demo rosters ready for the sheets: read from data/rosters, optionally edited and drawn with a seed (like
// `bwn draw --seed`), bound and validated. Shared by the sheet model, PDF and benchmark-free tests.
#include "bw/sheets/sheetmodel.h"

#include <functional>
#include <memory>

namespace sztab::test {

struct SheetFixture {
    std::unique_ptr<Roster> roster; // stable address: `bound` points into it
    std::optional<BoundRoster> bound;
    ValidationReport report;
    sheets::SheetModel model(const QString &lang) const { return sheets::buildSheetModel(*bound, report, lang); }
};

// The bundled data, loaded once.
const DataSet &bundledData();

// "demo-france-1813" etc.; `seed` draws every commander still to be drawn; `edit` changes the roster first.
// Fails the current test (and returns nullptr) when something cannot be used.
std::unique_ptr<SheetFixture> demoRoster(const QString &name, std::optional<quint64> seed,
                                         const std::function<void(Roster &)> &edit = {});

} // namespace sztab::test
