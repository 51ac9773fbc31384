// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend

// Screenshots of every view in both languages, for looking at (not a test: it asserts only that it got there).
// Run under Xvfb for real fonts and window-system behaviour:
//   SZTAB_SCREENSHOT_DIR=/tmp/shots xvfb-run -a -s "-screen 0 1280x1024x24" env QT_QPA_PLATFORM=xcb \
//       BUILD/tests/tst_qml -input tests/qml/screenshots/shots_main.qml
TestCase {
    id: shots
    name: "Screenshots"
    when: windowShown

    Component {
        id: mainComponent
        Main {}
    }

    function save(w, file) {
        waitForRendering(w.contentItem)
        wait(150)
        const image = grabImage(w.contentItem.parent)
        image.save(sztabTest.screenshotDir + "/" + file)
    }

    function open(w, file) {
        w.openUrl(String(sztabTest.dataDir) + "/" + file)
        verify(w.builderShown, w.document.errorMessage)
    }

    function shootLanguage(lang, theme) {
        Workspace.language = lang
        // Recent files as a player would have them, not the tests' temporary ones.
        Workspace.clearRecentFiles()
        const seed = createTemporaryObject(mainComponent, shots)
        seed.closeConfirmed = true
        open(seed, "rosters/demo-russia-1813.bwroster")
        open(seed, "rosters/demo-warsaw-1809.bwroster")
        seed.document.close()
        seed.destroy()
        const prefix = lang + (theme !== "system" ? "-" + theme : "") + "-"
        const w = createTemporaryObject(mainComponent, shots)
        w.closeConfirmed = true
        w.theme = theme
        w.requestActivate()
        save(w, prefix + "1-home.png")

        // File > Open asks FileChooser's QFileDialog (issue 15), which a Quick Test without widgets cannot show: the
        // app under Xvfb shows it (README: run the real app).

        w.newRoster()
        const dialog = findChild(w, "newRosterDialog")
        tryVerify(() => dialog.opened)
        findChild(dialog, "newRosterName").text = lang === "pl" ? "Turniej w Lipsku" : "Leipzig tournament"
        save(w, prefix + "2-new-roster.png")
        dialog.reject()
        tryVerify(() => !dialog.visible)

        open(w, "rosters/demo-france-1813.bwroster")
        w.document.draw("army", "1813")
        w.builder.catalogue.list.currentIndex = 3
        save(w, prefix + "3-builder-legal.png")
        w.builder.sideTabs.currentIndex = 1
        save(w, prefix + "4-builder-upgrades.png")
        w.builder.sideTabs.currentIndex = 0

        // Break a limit and click the first issue.
        const catalogue = w.builder.catalogue.list
        w.builder.tree.select(3)
        for (let i = 0; i < 6; ++i) {
            catalogue.currentIndex = i
            w.builder.catalogue.addCurrent()
        }
        const issues = w.builder.issues.list
        tryVerify(() => issues.count > 0)
        mouseClick(issues.itemAtIndex(0))
        save(w, prefix + "5-builder-error.png")

        open(w, "rosters/demo-russia-1813.bwroster")
        w.builder.tree.select(2)
        w.drawFor(w.builder.tree.selectedDivision, "")
        const draw = findChild(w, "drawDialog")
        tryVerify(() => draw.opened)
        findChild(draw, "drawSeed").text = "1813"
        mouseClick(findChild(draw, "drawButton"))
        save(w, prefix + "6-draw.png")
        draw.close()
        tryVerify(() => !draw.visible)

        w.openSettings()
        const settings = findChild(w, "settingsDialog")
        tryVerify(() => settings.opened)
        save(w, prefix + "7-settings.png")
        settings.close()
        tryVerify(() => !settings.visible)

        // The File menu, made when it first opens (LazyMenu): all its items, at their full height.
        const file = findChild(w, "fileMenu")
        file.open()
        tryVerify(() => file.opened && file.height > file.count * 8)
        save(w, prefix + "8-file-menu.png")
        file.close()
        tryVerify(() => !file.visible)

        w.destroy()
    }

    function test_shots() {
        if (!sztabTest.screenshotDir)
            skip("set SZTAB_SCREENSHOT_DIR to take the screenshots")
        shootLanguage("en", "system")
        shootLanguage("pl", "system")
        shootLanguage("en", "dark")
        shootLanguage("pl", "dark")
    }
}
