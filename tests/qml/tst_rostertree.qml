// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Sztab
import Sztab.Backend
import Sztab.Roster
import "clicks.js" as Clicks

// Issue 15, the roster tree and the builder's bar, clicked where a person clicks: mouseClick at the centre of the
// control a person sees (the status box, its entry in the open list, the ambush checkbox, the "⋯" button, the
// historical-division box), never a model function or a key path. Each test fails on the bug it names: the row's
// own MouseArea lay over its controls and took every click (the row was selected instead).
TestCase {
    id: testCase
    name: "RosterTree"
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

    function createWindow() {
        const w = createTemporaryObject(mainComponent, testCase)
        verify(w !== null)
        w.closeConfirmed = true
        w.requestActivate()
        tryVerify(() => w.active, 5000)
        waitForRendering(w.contentItem)
        return w
    }

    // A click where a person clicks: the centre of the control, once it is shown there and nothing covers it.
    function click(w, item) {
        tryVerify(() => Clicks.whyNotClickable(w.contentItem.parent, item) === "", 2000,
                  "a person can click " + item + ": " + Clicks.whyNotClickable(w.contentItem.parent, item))
        mouseClick(item)
    }

    function child(parent, name) {
        const c = findChild(parent, name)
        verify(c !== null, "finds " + name)
        return c
    }

    function openDemo(w) {
        w.openUrl(String(sztabTest.dataDir) + "/rosters/demo-france-1813.bwroster")
        verify(w.builderShown, w.document.errorMessage)
        waitForRendering(w.contentItem)
    }

    // The first row that `test` accepts, scrolled into view and rendered.
    function findRow(w, test) {
        const list = w.builder.tree.list
        for (let r = 0; r < list.count; ++r) {
            list.positionViewAtIndex(r, ListView.Contain)
            const item = list.itemAtIndex(r)
            if (item && test(item)) {
                waitForRendering(w.contentItem)
                return item
            }
        }
        return null
    }

    // Opens a box's list by clicking the box, then clicks the entry for `value` (what the player reads there).
    function chooseInCombo(w, combo, value) {
        click(w, combo)
        tryVerify(() => combo.popup.opened, 2000, "a click on the box opens its list")
        const view = combo.popup.contentItem
        const index = combo.indexOfValue(value)
        verify(index >= 0, "the list has " + value)
        view.positionViewAtIndex(index, ListView.Contain)
        const entry = view.itemAtIndex(index)
        verify(entry !== null)
        waitForRendering(w.contentItem)
        click(w, entry)
        tryVerify(() => !combo.popup.visible)
    }

    function test_theStatusBoxAnswersAClickAndKeepsItsStateThroughALanguageSwitch() {
        const w = createWindow()
        openDemo(w)
        const row = findRow(w, r => r.isRegiment && (r.model.statusOptions || []).indexOf("elite") >= 0)
        verify(row !== null, "the demo has a regiment that may be elite")
        const d = row.divisionIndex, r = row.regimentIndex
        const combo = child(row, "statusCombo")
        verify(combo.visible && combo.enabled)
        chooseInCombo(w, combo, "elite")
        const elite = findRow(w, x => x.isRegiment && x.divisionIndex === d && x.regimentIndex === r)
        compare(elite.model.status, "elite", "the click chose elite: " + w.document.errorMessage)
        compare(child(elite, "statusCombo").currentValue, "elite")

        // Item 5: after a language switch the box says elite in Polish, not the first entry ("regular").
        Workspace.language = "pl"
        waitForRendering(w.contentItem)
        const again = findRow(w, x => x.isRegiment && x.divisionIndex === d && x.regimentIndex === r)
        const box = child(again, "statusCombo")
        compare(box.currentValue, "elite")
        compare(box.currentText, again.model.statusTexts[again.model.statusOptions.indexOf("elite")])
        verify(box.currentText !== again.model.statusTexts[0], box.currentText)
    }

    function test_theAmbushCheckboxAnswersAClick() {
        const w = createWindow()
        openDemo(w)
        const row = findRow(w, r => r.isRegiment && r.model.ambushAllowed && !r.model.ambush)
        verify(row !== null, "a regiment that may lie in ambush")
        const d = row.divisionIndex, r = row.regimentIndex
        const rowIndex = row.index
        w.builder.tree.list.currentIndex = 0
        click(w, child(row, "ambushCheck"))
        const after = findRow(w, x => x.isRegiment && x.divisionIndex === d && x.regimentIndex === r)
        verify(after.model.ambush, "the click set the ambush")
        verify(w.document.undoText.length > 0)
    }

    function test_theRowMenuButtonOpensTheMenu() {
        const w = createWindow()
        openDemo(w)
        const row = findRow(w, r => r.isRegiment)
        const button = child(row, "rowMenuButton")
        verify(button.visible)
        click(w, button)
        const menu = child(w.builder, "rowMenu")
        tryVerify(() => menu.opened, 2000, "the ⋯ button opens the row's menu")
        compare(w.builder.tree.list.currentIndex, row.index)
        menu.close()
        tryVerify(() => !menu.visible)
        // A right-click on the row's name still reaches the row (its MouseArea, beneath the content) and opens it.
        const other = findRow(w, r => r.isRegiment && r.index !== row.index)
        const p = other.mapToItem(w.contentItem.parent, 40, other.height / 2)
        verify(String(Clicks.receiverAt(w.contentItem.parent, p.x, p.y)).indexOf("MouseArea") >= 0)
        mouseClick(other, 40, other.height / 2, Qt.RightButton)
        tryVerify(() => menu.opened, 2000, "a right-click opens the row's menu")
        compare(w.builder.tree.list.currentIndex, other.index)
        menu.close()
    }

    function test_theHistoricalBoxAnswersAClick() {
        const w = createWindow()
        openDemo(w)
        const row = findRow(w, r => r.isDivision && (r.model.historicalOptions || []).length > 0)
        verify(row !== null, "a division with historical choices")
        const d = row.divisionIndex
        const combo = child(row, "historicalCombo")
        const before = row.model.historical || ""
        chooseInCombo(w, combo, "")
        const after = findRow(w, x => x.isDivision && x.divisionIndex === d)
        compare(after.model.historical || "", "", "was " + before)
    }

    // Item 7: an empty roster is not called legal; "Add to …" names the division just added.
    function test_theBarOfAnEmptyRosterAndTheAddButton() {
        const w = createWindow()
        click(w, child(w, "homeNewButton"))
        const dialog = child(w, "newRosterDialog")
        tryVerify(() => dialog.opened)
        click(w, child(dialog, "newRosterOk"))
        tryVerify(() => !dialog.visible)
        waitForRendering(w.contentItem)
        const verdict = child(w.builder, "verdictButton")
        verify(verdict.text.indexOf("Legal") < 0, verdict.text)
        verify(verdict.text.indexOf("Empty roster") >= 0, verdict.text)

        click(w, child(w.builder, "emptyAddDivision"))
        const add = child(w.builder, "addUnitButton")
        tryVerify(() => add.text.indexOf(w.builder.tree.divisionNames[0]) >= 0, 2000, add.text)
        // A second division through the toolbar's "+ Division" menu: the button now names it.
        click(w, child(w.builder, "addDivisionButton"))
        const menu = child(w.builder, "addDivisionMenu")
        tryVerify(() => menu.opened)
        const cavalry = menu.itemAt(1)
        waitForRendering(w.contentItem)
        click(w, cavalry)
        tryVerify(() => w.builder.tree.divisionNames.length === 2)
        const second = w.builder.tree.divisionNames[1]
        verify(second !== w.builder.tree.divisionNames[0])
        tryVerify(() => add.text.indexOf(second) >= 0, 2000, add.text)
    }

    // The upgrade `id`'s row in the Upgrades list, scrolled until its control `name` can be clicked.
    function upgradeControl(w, list, id, name) {
        for (let i = 0; i < list.count; ++i) {
            list.positionViewAtIndex(i, ListView.Contain)
            const item = list.itemAtIndex(i)
            if (!item || item.upgradeId !== id)
                continue
            const control = findChild(item, name)
            if (!control || !control.visible)
                return null
            // The rows grow once laid out: place the row again until its control is in view.
            for (let k = 0; k < 5 && Clicks.whyNotClickable(w.contentItem.parent, control) !== ""; ++k) {
                waitForRendering(w.contentItem)
                list.positionViewAtIndex(i, k % 2 ? ListView.Beginning : ListView.Contain)
            }
            return control
        }
        return null
    }

    // The Upgrades tab, clicked; its list.
    function upgradesList(w) {
        click(w, child(w.builder, "upgradesTab"))
        const list = child(w.builder, "upgradeList")
        tryVerify(() => list.visible && list.count > 0)
        return list
    }

    // Item 8: a morale level bought shows beside the army morale value (HIGH, then VERY HIGH).
    function test_aBoughtMoraleLevelIsShown() {
        const w = createWindow()
        openDemo(w)
        const morale = child(w.builder, "totalsMorale")
        verify(morale.text.indexOf("HIGH") < 0, morale.text)
        const upgrades = upgradesList(w)
        const spin = upgradeControl(w, upgrades, "army-morale", "upgradeSpin_army-morale")
        verify(spin !== null, "the upgrades list offers army morale")
        click(w, spin.up.indicator)
        tryVerify(() => morale.text.indexOf("HIGH") > 0, 2000, morale.text)
        verify(morale.text.indexOf(String(w.document.totals.armyMorale)) === 0, morale.text + " / " + w.document.totals.armyMorale)
        click(w, spin.up.indicator)
        tryVerify(() => morale.text.indexOf("VERY HIGH") > 0, 2000, morale.text)
    }

    // Item 8: a click on the commander-in-chief's row shows his card, his rules in full; his line wraps, not cut.
    function test_theCommanderInChiefHasACard() {
        const w = createWindow()
        openDemo(w)
        sztabKeys.click(w, Qt.Key_G, Qt.ControlModifier)
        const dialog = child(w, "drawDialog")
        tryVerify(() => dialog.opened)
        child(dialog, "drawSeed").text = "1813"
        child(dialog, "drawScope").currentIndex = 0
        click(w, child(dialog, "drawButton"))
        tryVerify(() => w.document.drawLog.length > 0)
        dialog.close()
        tryVerify(() => !dialog.visible)
        const cinc = findRow(w, r => r.kind === "cinc")
        verify(cinc.model.generalName !== "", "the commander-in-chief is drawn")
        const line = child(cinc, "generalLine")
        waitForRendering(w.contentItem)
        click(w, cinc)
        compare(w.builder.tree.list.currentIndex, cinc.index)
        const card = child(w.builder, "generalCard")
        tryVerify(() => card.visible, 2000, "the side shows his card")
        compare(child(card, "generalCardName").text, cinc.model.generalName)
        const rules = Array.isArray(cinc.model.generalRules) ? cinc.model.generalRules.join(", ") : (cinc.model.generalRules || "")
        if (rules !== "")
            verify(child(card, "generalCardRules").text.indexOf(rules) >= 0)
        verify(!line.truncated, "the row's line is whole: " + line.text)
        // A language switch translates the card and keeps it.
        Workspace.language = "pl"
        waitForRendering(w.contentItem)
        verify(card.visible)
        compare(child(card, "generalCardTitle").text, "Wódz naczelny")
        Workspace.language = "en"
        // A catalogue unit chosen afterwards shows its card again.
        const catalogue = child(w.builder, "catalogueList")
        click(w, catalogue.itemAtIndex(1))
        tryVerify(() => !card.visible)
        verify(child(w.builder, "unitCard").visible)
    }

    // Item 7: upgrades past their own limit but legal (unused unit points) say why instead of nothing.
    function test_upgradesPastTheirLimitSayWhyTheyAreAllowed() {
        const w = createWindow()
        openDemo(w)
        const note = child(w.builder, "totalsUpgradesNote")
        const t = w.document.totals
        verify(t.units < t.unitsLimit, "the demo leaves unit points unused: " + t.units)
        const upgrades = upgradesList(w)
        verify(!note.visible)
        // Buy one-off upgrades by clicking their "bought" boxes until upgrades pass their own limit (the demo has
        // 31/32 unit points: 9/8 is then allowed).
        for (const id of ["initial-initiative", "seize-initiative"]) {
            const box = upgradeControl(w, upgrades, id, "upgradeToggle_" + id)
            verify(box !== null && !box.checked, id)
            click(w, box)
            verify(box.checked, id + " is bought by a click")
        }
        // A linear field fortification (2 points, BWN 13.3): upgrades 9 / 8 with 31 / 32 units.
        const line = upgradeControl(w, upgrades, "fortification-line", "upgradeSpin_fortification-line")
        verify(line !== null)
        click(w, line.up.indicator)
        const now = w.document.totals
        verify(now.upgrades > now.upgradesLimit, "upgrades " + now.upgrades + " / " + now.upgradesLimit)
        verify(!now.upgradesOver)
        tryVerify(() => note.visible)
        compare(note.text, "allowed: only 32 and 40 bind")
        compare(child(w.builder, "totalsUpgrades").color, w.palette.windowText)
    }
}
