# What `cmake --install` and the Debian package (CPack, `cmake --build build --target package`) put where.
# The programs find their data in ../share/sztab/data beside them (core/bw/dataset.cpp).
include(GNUInstallDirs)

set(SZTAB_APP_ID pl.sztab.Sztab)

install(TARGETS sztab bwn RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/data/rulesets ${CMAKE_SOURCE_DIR}/data/catalogues ${CMAKE_SOURCE_DIR}/data/rosters
                  ${CMAKE_SOURCE_DIR}/data/schema
        DESTINATION ${CMAKE_INSTALL_DATADIR}/sztab/data)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${SZTAB_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${SZTAB_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_SOURCE_DIR}/packaging/${SZTAB_APP_ID}.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
        RENAME ${SZTAB_APP_ID}.xml)
install(FILES ${CMAKE_SOURCE_DIR}/resources/icons/sztab.svg DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${SZTAB_APP_ID}.svg)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME sztab)
set(CPACK_PACKAGE_VENDOR "Sztab")
set(CPACK_PACKAGE_CONTACT "Sztab developers <dev@sztab.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Army-list builder and battle planner for Bogowie wojny")
set(CPACK_PACKAGE_DESCRIPTION "Sztab builds and validates army lists for the Polish Napoleonic wargame Bogowie wojny,
draws commanders, rolls the battlefield and plans terrain, with the command-line tool bwn for tournament organisers.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON) # the C++ libraries; QML modules are invisible to it, hence the list below
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, qml6-module-qtquick, qml6-module-qtquick-window, qml6-module-qtquick-templates, qml6-module-qtquick-controls, qml6-module-qtquick-layouts, qml6-module-qtquick-dialogs, qml6-module-qt-labs-folderlistmodel, qml6-module-qt-labs-platform, qt6-qpa-plugins, fonts-dejavu-core")
# Qt's own strings in Polish (the buttons of Qt's file dialog); the app works in English without them.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
include(CPack)
