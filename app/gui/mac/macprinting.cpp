// SPDX-License-Identifier: GPL-3.0-or-later
// MacGameDocument's printing (issue 21 item 7): the pool schedule with Poniński's boxes and the victory track on one
// A4 sheet, and the game's log after it, painted by the same painter as `bwn mac print` on the system printer (with
// preview) or into the PDF. The table reads it: no side's secret choice is printed before its chit is drawn.
#include "app/gui/mac/macgamedocument.h"
#include "app/gui/shell/a4printpreview.h"

#include "foundation/savetarget.h"
#include "app/gui/shell/appdata.h"
#include "mac/game.h"
#include "mac/places.h"
#include "mac/scenario.h"
#include "render/mac/schedulemodel.h"
#include "render/mac/schedulepainter.h"
#include "foundation/filekinds.h"


namespace sztab::gui {

namespace {

std::optional<mac::Scenario> bundledScenario(QString *error)
{
    LoadError le;
    auto scenario = mac::loadBundledScenario(QLatin1String(mac::kDefaultScenarioId), &le);
    if (!scenario)
        *error = loadErrorText(le, AppData::instance().language(), mac::macPlaces(jsonForPlaces(le.file)));
    return scenario;
}

} // namespace

bool MacGameDocument::saveSchedulePdf(const QUrl &url, const QString &lang, bool withLog)
{
    const std::optional<QString> target = saveTarget(url, pdfSave(), QT_TR_NOOP("save the schedule"));
    if (!target)
        return false;
    QString error;
    const auto scenario = bundledScenario(&error);
    if (!scenario) {
        setErrorMessage(error);
        return false;
    }
    const mac::Game *game = currentGame();
    const macprint::Schedule schedule =
        macprint::buildSchedule(*scenario, game, game ? displayName() : QString(), lang, withLog);
    if (!macprint::writeSchedulePdf(schedule, *target, nullptr, &error)) {
        setErrorMessage(error);
        return false;
    }
    setErrorMessage(QString());
    return true;
}

bool MacGameDocument::printSchedule(const QString &lang, bool withLog)
{
    QString error;
    const auto scenario = bundledScenario(&error);
    if (!scenario) {
        setErrorMessage(error);
        return false;
    }
    const mac::Game *game = currentGame();
    const macprint::Schedule schedule =
        macprint::buildSchedule(*scenario, game, game ? displayName() : QString(), lang, withLog);
    const A4PrintResult printed = showA4PrintPreview(
        print::A4Document{schedule.title, 600,
                          [&](QPagedPaintDevice *device) { return macprint::paintSchedule(schedule, device); }},
        tr("Print the schedule"));
    if (!printed.painted)
        setErrorMessage(tr("The schedule could not be painted for this printer."));
    return printed.accepted && printed.painted;
}

} // namespace sztab::gui
