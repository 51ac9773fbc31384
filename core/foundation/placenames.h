// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where in a file something is, said as a person says it: "1st division, 3rd regiment", "line 12, column 5", the
// division's own name when it has one — never a JSON pointer. Each kind of document gives the words for its lists and
// fields (PlaceWords, in its own folder: bw/places.h, ksk/places.h, mac/places.h) and, where it can, its entries'
// names; what no word covers is said generically ("the file's entry “limits”, “units”"). The command line's --json
// keeps the pointers and codes; this is for the screen.
#include "foundation/loaderror.h"
#include "foundation/text.h"

#include <QJsonObject>

#include <functional>
#include <span>

namespace sztab {

// A list of a document ("divisions": each entry "3rd division") or a field or object ("general").
struct PlaceNoun {
    const char *key;
    const char *pl;
    const char *en;
};

// One kind of document's words. Static data: the spans point at constant arrays.
struct PlaceWords {
    std::span<const PlaceNoun> lists;  // arrays: "/divisions/2" is "3rd division"
    std::span<const PlaceNoun> fields; // fields and objects: "/commanderInChief" is "commander-in-chief"
    std::span<const PlaceNoun> maps;   // objects keyed by id: "/profiles/dragoons" is "profile “dragoons”"
};

class PlaceNamer {
public:
    // An entry's own name ("26 Dywizja Piechoty") for the pointer of that entry ("/divisions/0"); "" for none.
    using EntryName = std::function<QString(const QString &entryPointer, const QString &lang)>;

    PlaceNamer() = default; // the generic words only
    explicit PlaceNamer(const PlaceWords &words, EntryName names = {});

    // Names taken from a JSON document: the entry's `nameKey` (a string or {"pl", "en"}).
    static EntryName namesFromJson(const QJsonObject &document, const QString &nameKey = QStringLiteral("name"));

    // The place of `pointer` (RFC 6901) in `lang`: "" → "the whole file".
    QString place(const QString &pointer, const QString &lang) const;

private:
    PlaceWords m_words;
    EntryName m_names;
};

// A message with a pointer of its own in parentheses ("… is already in the army (/divisions/0/regiments/0): …", the
// command line's words) with each such pointer said by `namer`: "(26 Dywizja Piechoty, 1 Pułk Piechoty)".
QString pointersInWords(const QString &message, const PlaceNamer &namer, const QString &lang);

// "1st", "2nd", "23rd" in English; "1.", "2." in Polish (the noun after it keeps its own form: "3. pułk").
QString ordinal(int n, const QString &lang);

// The place generically, for a pointer no kind's words cover: "the file's entry “divisions” no. 1, “general”".
QString genericPlace(const QString &pointer, const QString &lang);

// The load error as a person reads it, in `lang`: "roster.bwroster, line 12, column 5: …", "roster.bwroster, 1st
// division, 3rd regiment: …", and a file of another kind as a sentence ("x.macgame: this file is a Maciejowice game,
// not a roster."). The file is named by its name, not its folder. LoadError::toLine stays the terminal's form.
QString loadErrorText(const LoadError &error, const QString &lang, const PlaceNamer &namer = PlaceNamer());

// The JSON object a file holds, for naming places in it after a load error; {} when it cannot be read.
QJsonObject jsonForPlaces(const QString &file);

} // namespace sztab
