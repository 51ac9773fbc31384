# SPDX-License-Identifier: GPL-3.0-or-later
cmake_minimum_required(VERSION 3.24)
# The layers and their allowed dependencies (docs/architecture.md), checked on every include and QML import:
#   cmake -DSOURCE_DIR=. -P scripts/check-layout.cmake     (ctest runs it as tst_layout)
# A file that reaches a folder its layer may not use is named with the line; the check fails.
if(NOT SOURCE_DIR)
    set(SOURCE_DIR ${CMAKE_CURRENT_LIST_DIR}/..)
endif()
get_filename_component(SOURCE_DIR ${SOURCE_DIR} ABSOLUTE)

# The shell's known uses of the one game system it serves today (docs/architecture.md, "Known debts"); a new
# one fails the check until it is added here on purpose.
set(SHELL_ALLOWED
    "app/gui/shell/appdata.h:bw/dataset.h"
    "app/gui/shell/appdata.h:app/gui/bw/recentcheck.h"
    "app/gui/shell/main.cpp:bw/rostersummary.h"
    "app/gui/shell/workspace.cpp:bw/rostertext.h")

set(violations "")
set(checked 0)
file(GLOB_RECURSE sources RELATIVE ${SOURCE_DIR}
     ${SOURCE_DIR}/core/*.h ${SOURCE_DIR}/core/*.cpp ${SOURCE_DIR}/render/*.h ${SOURCE_DIR}/render/*.cpp
     ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/app/*.cpp)
foreach(file IN LISTS sources)
    # Which folders this file may include from.
    if(file MATCHES "^core/foundation/")
        set(allowed "foundation/")
    elseif(file MATCHES "^core/table/")
        set(allowed "foundation/;table/")
    elseif(file MATCHES "^core/hex/")
        set(allowed "foundation/;hex/")
    elseif(file MATCHES "^core/ksk/")
        set(allowed "foundation/;hex/;ksk/") # KSK: the shared parts and its own room, never bw/ nor table/
    elseif(file MATCHES "^core/([^/]+)/")
        set(allowed "foundation/;table/;hex/;${CMAKE_MATCH_1}/") # a game system: the shared parts and its own room
    elseif(file MATCHES "^render/")
        set(allowed "foundation/;table/;hex/;bw/;ksk/;render/")
    elseif(file MATCHES "^app/cli/")
        set(allowed "foundation/;table/;hex/;bw/;ksk/;mac/;render/;app/cli/")
    elseif(file MATCHES "^app/gui/shell/")
        set(allowed "foundation/;table/;app/gui/shell/")
    elseif(file MATCHES "^app/gui/")
        set(allowed "foundation/;table/;hex/;bw/;ksk/;render/;app/gui/")
    else()
        continue()
    endif()
    list(JOIN allowed ", " allowed_text)
    file(STRINGS ${SOURCE_DIR}/${file} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" inc "${line}")
        math(EXPR checked "${checked} + 1")
        if(NOT inc MATCHES "/")
            if(inc MATCHES "\\.moc$")
                continue()
            endif()
            list(APPEND violations "${file}: #include \"${inc}\" names no folder (includes carry their folder)")
            continue()
        endif()
        set(ok FALSE)
        foreach(prefix IN LISTS allowed)
            string(FIND "${inc}" "${prefix}" at)
            if(at EQUAL 0)
                set(ok TRUE)
            endif()
        endforeach()
        if(NOT ok AND "${file}:${inc}" IN_LIST SHELL_ALLOWED)
            set(ok TRUE)
        endif()
        if(NOT ok)
            list(APPEND violations "${file}: #include \"${inc}\" is outside what its layer may use (${allowed_text})")
        endif()
    endforeach()
endforeach()

# QML: Sztab.Common is every system's, so it imports no area; an area imports the common parts, the backend and
# the modules of its own game system, never the shell (Sztab) nor another system's modules.
file(GLOB_RECURSE qmlfiles RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/qml/*.qml)
foreach(file IN LISTS qmlfiles)
    file(STRINGS ${SOURCE_DIR}/${file} imports REGEX "^import[ \t]+Sztab")
    foreach(line IN LISTS imports)
        string(REGEX REPLACE "^import[ \t]+([A-Za-z.]+).*" "\\1" module "${line}")
        math(EXPR checked "${checked} + 1")
        set(ok TRUE)
        if(file MATCHES "^qml/common/")
            if(NOT module STREQUAL "Sztab.Backend")
                set(ok FALSE)
            endif()
        elseif(file MATCHES "^qml/bw/")
            if(NOT module MATCHES "^Sztab\\.(Common|Backend|Roster|Planner|CatalogueEditor)$")
                set(ok FALSE)
            endif()
        endif()
        if(NOT ok)
            list(APPEND violations "${file}: import ${module} is outside what its module may use")
        endif()
    endforeach()
endforeach()

list(LENGTH violations count)
if(count GREATER 0)
    list(JOIN violations "\n" text)
    message(FATAL_ERROR "Layout: ${count} dependencies break the layers (docs/architecture.md):\n${text}")
endif()
message(STATUS "Layout: ${checked} includes and imports checked, all within their layers")
