import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend

// Issue 15, items 9, 15 and 16, as a new player meets them with the mouse: the draw dialog's one choice of dice and
// its reasons, a roster naming an unknown unit, and one language throughout (names, messages, labels, menus).
TestCase {
    id: testCase
    name: "Issue15"
    when: windowShown
    width: 100
    height: 100

    Component {
        id: mainComponent
        Main {}
    }

    function cleanup() {
        if (Workspace.language !== "en")
            Workspace.language = "en"
    }

    function dataUrl(file) {
        return String(sztabTest.dataDir) + "/" + file
    }

    function testDataUrl(file) {
        return String(sztabTest.dataDir) + "/../tests/testdata/" + file
    }

    function createWindow() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null, "Main.qml loads with the backend")
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000, "the window becomes the focused one (shortcuts need it)")
        waitForRendering(w.contentItem)
        return w
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    function openDrawDialog(w) {
        sztabKeys.click(w, Qt.Key_G, Qt.ControlModifier)
        const dialog = child(w, "drawDialog")
        tryVerify(() => dialog.opened)
        waitForRendering(dialog.contentItem)
        return dialog
    }

    function typeText(text) {
        for (let i = 0; i < text.length; ++i)
            keyClick(text[i])
    }

    // Item 9: the two ways of rolling exclude each other; the dice field takes the faces of the die each place is
    // drawn on (a dN for N candidates) and says why a result is refused; Draw waits until the results fit.
    function test_drawDialog_oneChoiceAndTheDieSaidInWords() {
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-russia-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const dialog = openDrawDialog(w)
        const program = child(dialog, "drawProgramDice")
        const own = child(dialog, "drawOwnDice")
        verify(program.checked && !own.checked)
        mouseClick(own)
        verify(own.checked)
        verify(!program.checked, "choosing our own dice unchecks the program's")
        mouseClick(program)
        verify(program.checked && !own.checked, "and back")
        mouseClick(own)

        const needed = child(dialog, "drawDiceNeeded")
        verify(needed.visible)
        // The first place drawn and its die, in words: "Dice, in order: Line infantry: d8. …"
        const die = /^Dice, in order: [^:]+: d(\d+)/.exec(needed.text)
        verify(die !== null, needed.text)
        const sides = Number(die[1])

        const field = child(dialog, "drawDice")
        mouseClick(field)
        verify(field.activeFocus)
        typeText(String(sides + 1))
        compare(field.text, String(sides + 1), "a number above 6 can be typed: the die may be larger")
        const problem = child(dialog, "drawDiceProblem")
        tryVerify(() => problem.visible)
        verify(problem.text.indexOf((sides + 1) + " is not on the die") === 0, problem.text)
        verify(problem.text.indexOf("d" + sides) > 0, problem.text)
        verify(!child(dialog, "drawButton").enabled, "no draw with a result off the die")

        field.selectAll()
        typeText(String(sides))
        tryVerify(() => problem.text.indexOf("is not on the die") < 0, 2000, problem.text)
        if (problem.text === "")
            verify(child(dialog, "drawButton").enabled, "the results fit: Draw is pressable")
        else
            verify(problem.text.indexOf("More results needed") === 0 && !child(dialog, "drawButton").enabled, problem.text)
        dialog.close()
    }

    // Item 9: the log says whom each general is for, in words, after a draw made with the mouse.
    function test_drawLog_inWords() {
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-russia-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const dialog = openDrawDialog(w)
        mouseClick(child(dialog, "drawButton"))
        tryVerify(() => w.document.drawLog.length > 0, 2000, w.document.errorMessage)
        const log = child(dialog, "drawLog").text
        verify(log.indexOf("/divisions") < 0 && log.indexOf("/upgrades") < 0 && log.indexOf("/commander") < 0, log)
        verify(/^[^\/:]+: .+ — draw d\d+: \d/.test(log), log)
        dialog.close()
    }

    // Item 16: the roster opens; the banner says what is missing in words; the regiment is kept and its row marked.
    function test_unknownUnit_opensMarkedAndSaid() {
        const w = createWindow()
        w.openUrl(testDataUrl("rosters/unknown-unit.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const banner = child(w, "errorBanner")
        verify(banner.visible)
        const said = child(banner, "errorBannerText").text
        verify(said.indexOf("demo-fr-pl-sapper-guard") >= 0, said)
        verify(said.indexOf("no loaded catalogue") >= 0, said)
        verify(said.indexOf("/divisions") < 0, "words, not a JSON pointer: " + said)
        const list = w.builder.tree.list
        const row = w.document.rosterModel.rowForPath("/divisions/1/regiments/1")
        verify(row >= 0)
        list.positionViewAtIndex(row, ListView.Contain)
        waitForRendering(list)
        const item = list.itemAtIndex(row)
        verify(item !== null)
        compare(item.model.severity, "error")
        verify(item.model.name.indexOf("demo-fr-pl-sapper-guard") >= 0, item.model.name)
        verify(!w.document.valid)
    }

    // Items 15 and 16 in Polish: the banner is wholly Polish, the app's sentence and the core's reason.
    function test_polish_unknownUnitSaidInPolishOnly() {
        Workspace.language = "pl"
        const w = createWindow()
        w.openUrl(testDataUrl("rosters/unknown-unit.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        const said = child(child(w, "errorBanner"), "errorBannerText").text
        verify(said.indexOf("Pułki tej rozpiski") === 0, said)
        verify(said.indexOf("nie ma w katalogach") > 0, said)
        verify(said.indexOf("catalogue") < 0 && said.indexOf("regiment") < 0, said)
    }

    // Item 15: in Polish the bundled rosters' names are the Polish ones, in the builder and the planner.
    function test_polish_namesOfTheBundledRosters() {
        Workspace.language = "pl"
        const w = createWindow()
        mouseClick(child(w.home, "homePlannerButton"))
        tryVerify(() => w.plannerShown && w.planner !== null && w.planner.visible)
        const doc = w.planner.document
        verify(doc.newPlan({ "table": "120x120", "rosterA": dataUrl("rosters/demo-france-1813.bwroster"),
                             "rosterB": dataUrl("rosters/demo-russia-1813.bwroster") }), doc.errorMessage)
        compare(doc.setup.armyA, "Demo: VIII Korpus i Gwardia, jesień 1813")
        Workspace.language = "en"
        compare(doc.setup.armyA, "Demo: VIII Corps and the Guard, autumn 1813")
    }

    // Item 15: Polish labels fit their tabs (no "Protokół losow…").
    function test_polish_sideTabsNotCut() {
        Workspace.language = "pl"
        const w = createWindow()
        w.openUrl(dataUrl("rosters/demo-france-1813.bwroster"))
        verify(w.builderShown, w.document.errorMessage)
        waitForRendering(w.contentItem)
        const tabs = child(w.builder, "sideTabs")
        for (let i = 0; i < tabs.count; ++i) {
            const tab = tabs.itemAt(i)
            verify(tab.implicitContentWidth <= tab.availableWidth + 0.5,
                   tab.text + ": " + tab.implicitContentWidth + " > " + tab.availableWidth)
        }
        mouseClick(tabs.itemAt(2))
        compare(tabs.currentIndex, 2)
    }
}
