# SPDX-License-Identifier: GPL-3.0-or-later
# What `cmake --install` and the Debian package (CPack, `cmake --build build --target package`) put where.
# The programs find their data in ../share/sztab/data beside them (core/bw/dataset.cpp).
include(GNUInstallDirs)

set(SZTAB_APP_ID pl.sztab.Sztab)

install(TARGETS sztab bwn RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/data/rulesets ${CMAKE_SOURCE_DIR}/data/catalogues ${CMAKE_SOURCE_DIR}/data/rosters
                  ${CMAKE_SOURCE_DIR}/data/schema ${CMAKE_SOURCE_DIR}/data/ksk ${CMAKE_SOURCE_DIR}/data/mac ${CMAKE_SOURCE_DIR}/data/plans
        DESTINATION ${CMAKE_INSTALL_DATADIR}/sztab/data)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${SZTAB_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${SZTAB_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${SZTAB_APP_ID}.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
        RENAME ${SZTAB_APP_ID}.xml)
install(FILES ${CMAKE_SOURCE_DIR}/resources/icons/sztab.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${SZTAB_APP_ID}.svg)

# Manual pages sztab.1 and bwn.1, made from the programs' own --help at build time (packaging/man/manpage.sh), so they
# never disagree with the programs. Not in instrumented builds (sanitizers, fuzzing): those are never packaged.
find_program(SZTAB_HELP2MAN help2man)
string(TOLOWER "${CMAKE_BUILD_TYPE}" _sztab_build_type)
if(SZTAB_HELP2MAN AND NOT SZTAB_FUZZ AND NOT _sztab_build_type STREQUAL "sanitize")
  set(_sztab_manpages)
  foreach(program sztab bwn)
    set(page ${CMAKE_BINARY_DIR}/packaging/man/${program}.1.gz)
    add_custom_command(OUTPUT ${page}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/packaging/man
      COMMAND bash ${CMAKE_SOURCE_DIR}/packaging/man/manpage.sh $<TARGET_FILE:${program}> ${page}
      DEPENDS ${program} ${CMAKE_SOURCE_DIR}/packaging/man/manpage.sh ${CMAKE_SOURCE_DIR}/packaging/man/${program}.h2m
      COMMENT "Manual page ${program}.1 from ${program} --help"
      VERBATIM)
    list(APPEND _sztab_manpages ${page})
  endforeach()
  add_custom_target(manpages ALL DEPENDS ${_sztab_manpages})
  install(FILES ${_sztab_manpages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
elseif(NOT SZTAB_HELP2MAN)
  message(STATUS "help2man not found: no manual pages (apt install help2man)")
endif()

# Debian's own documents: the licence in the machine-readable copyright format and the package's changelog,
# compressed as Debian policy asks (gzip -9n: no name or time stamp inside).
set(SZTAB_DEB_CHANGELOG ${CMAKE_SOURCE_DIR}/packaging/debian/changelog)
add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/packaging
  COMMAND sh -c "gzip -9n < \"$0\" > \"$1\"" ${SZTAB_DEB_CHANGELOG} ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz
  DEPENDS ${SZTAB_DEB_CHANGELOG}
  VERBATIM)
add_custom_target(debian_changelog ALL DEPENDS ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/debian/copyright ${CMAKE_BINARY_DIR}/packaging/changelog.Debian.gz
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The package's version is the changelog's first entry: "sztab (UPSTREAM-REVISION)", upstream being the project's.
file(STRINGS ${SZTAB_DEB_CHANGELOG} _sztab_changelog_head LIMIT_COUNT 1)
if(NOT _sztab_changelog_head MATCHES "^sztab \\(${PROJECT_VERSION}-([0-9]+)\\)")
  message(FATAL_ERROR "packaging/debian/changelog: the first entry must be \"sztab (${PROJECT_VERSION}-N)\", "
                      "the project's version; it is \"${_sztab_changelog_head}\"")
endif()
set(CPACK_DEBIAN_PACKAGE_RELEASE ${CMAKE_MATCH_1})

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME sztab)
set(CPACK_PACKAGE_VENDOR "Sztab")
set(CPACK_PACKAGE_CONTACT "Sztab developers <dev@sztab.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Army-list builder and battle planner for Bogowie wojny")
# Lines under 80 characters (lintian: extended-description-line-too-long).
set(CPACK_PACKAGE_DESCRIPTION "Sztab builds and validates army lists for the Polish Napoleonic wargame
Bogowie wojny, draws commanders, rolls the battlefield and plans terrain, with
the command-line tool bwn for tournament organisers.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
# A companion tool for players and organisers (lists, rules checks, sheets, plans), not a game to play on the
# computer: "games" is for games; "utils" is Debian's section for such tools.
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # the C++ libraries; QML modules are invisible to it, hence the list below
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtquick, qml6-module-qtquick-window, qml6-module-qtquick-templates, qml6-module-qtquick-controls, qml6-module-qtquick-layouts, qml6-module-qtquick-dialogs, qml6-module-qt-labs-folderlistmodel, qml6-module-qt-labs-platform, qt6-qpa-plugins, fonts-dejavu-core")
# Qt's own strings in Polish (the buttons of Qt's file dialog); the app works in English without them.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
include(CPack)
