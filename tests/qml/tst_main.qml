import QtQuick
import QtTest
import Sztab

// The main window shows the rosters it is given, with the core's verdict, and nothing it was not given.
TestCase {
    id: testCase
    name: "MainWindow"
    when: windowShown

    Component {
        id: mainComponent
        Main {
            visible: false
            summary: ({
                "rulesets": ["bwn-4.0"],
                "catalogues": ["demo-france-1813", "demo-russia-1813"],
                "rosters": [
                    { "name": "Legal list", "units": 31, "unitsLimit": 32, "total": 36, "totalLimit": 40, "bases": 20, "valid": true, "errors": 0 },
                    { "name": "Broken list", "units": 33, "unitsLimit": 32, "total": 41, "totalLimit": 40, "bases": 21, "valid": false, "errors": 2 }
                ]
            })
        }
    }

    function test_showsRostersAndVerdicts() {
        const window = createTemporaryObject(mainComponent, testCase)
        verify(window !== null, "Main.qml loads from the Sztab module")
        const list = findChild(window.contentItem, "rosterList")
        verify(list !== null)
        compare(list.count, 2)
        const data = findChild(window.contentItem, "dataLine")
        verify(data.text.indexOf("bwn-4.0") >= 0)
        verify(data.text.indexOf("demo-russia-1813") >= 0)
    }
}
