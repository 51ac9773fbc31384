# SPDX-License-Identifier: GPL-3.0-or-later
# Every game system and where its code lives, one line each: the build's link check (CMakeLists.txt) and the layer
# check (scripts/check-layout.cmake) read it, so a new game adds its line here instead of a branch in either.
#   name | the shared rooms of core/ it uses | its core libraries (target:Alias) | its folders under render/ |
#   its QML modules (Sztab.<Module>)
# Its folders are then core/<name>/, app/gui/<name>/ and qml/<name>/.
set(SZTAB_GAMES
    "bw|table hex|sztab_bw:Bw sztab_bwplan:BwPlan sztab_bwsheets:BwSheets|sheets tablemap patrol|Roster Planner CatalogueEditor"
    "ksk|hex|sztab_ksk:Ksk|ksk|Ksk"
    "mac|hex|sztab_mac:Mac|mac|Mac")
# The shared rooms of core/ (target:Alias); each may use the foundation and itself.
set(SZTAB_SHARED_ROOMS "foundation|sztab_foundation:Foundation" "table|sztab_table:Table" "hex|sztab_hex:Hex")
# The shared rooms of render/: what every game's pictures and prints use; each may use the foundation and itself.
set(SZTAB_SHARED_RENDER_ROOMS "print")

# sztab_game_field(ENTRY INDEX OUT): one field of a line of SZTAB_GAMES, as a CMake list.
function(sztab_game_field entry index out)
    string(REPLACE "|" ";" fields "${entry}")
    list(GET fields ${index} field)
    string(REPLACE " " ";" field "${field}")
    set(${out} "${field}" PARENT_SCOPE)
endfunction()
