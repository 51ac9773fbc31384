// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Checks of a catalogue as an issue list, for an editor and `bwn catalogue check`: unlike the loader
// (catalogueFromJson), which stops at the first unusable entry, these report everything at once, each with the
// JSON pointer into the catalogue, the rule's section and a message in Polish and English (same Issue as rosters).
#include "bw/catalogue.h"
#include "bw/validation.h"

#include <QJsonObject>

namespace sztab {

struct Ruleset;
class DataSet;

// The checks of a catalogue value (one being edited, or one read from a file): unknown profiles, duplicate ids,
// command values, cost classes, roles, traits, historical divisions and corps, statistics out of sensible ranges.
// `ruleset` may be null (then the contract's bounds are used and cost classes are not checked).
QList<Issue> checkCatalogue(const Catalogue &catalogue, const Ruleset *ruleset);

// A catalogue file's JSON: the format and version, every JSON Schema violation (when `schema` is not empty), and,
// when the document can be read as a catalogue at all, checkCatalogue. A schema violation at a place a named
// check also reports is left out, so each problem is listed once.
QList<Issue> checkCatalogueJson(const QJsonObject &document, const QJsonObject &schema, const Ruleset *ruleset);
// The same against the ruleset the document names, looked up in `data` (an unknown ruleset is an error).
QList<Issue> checkCatalogueJson(const QJsonObject &document, const QJsonObject &schema, const DataSet &data);

// The issues checkCatalogueJson gives inside one profile (`list` "profiles", `row` its place in id order), unit or
// general, with the paths they have in the whole catalogue, found by checking that entry alone (with the profiles a
// unit names): what an edit of one of its fields can change, in a time that does not grow with the catalogue.
// Exact for every check that looks at the entry alone; what looks across entries (an id twice, a historical division
// naming a general and his roles) is the whole check's. *prefix gets the entry's JSON pointer.
QList<Issue> checkCatalogueEntry(const Catalogue &catalogue, const QString &list, int row, const QJsonObject &schema,
                                 const Ruleset *ruleset, QString *prefix);

// data/schema/catalogue.schema.json of the bundled data, read once; empty (no schema check) when it is missing.
const QJsonObject &bundledCatalogueSchema();

// The issue codes, for the rules index and the tests.
inline constexpr const char *kCatalogueSchema = "CATALOGUE_SCHEMA";
inline constexpr const char *kCatalogueUnreadable = "CATALOGUE_UNREADABLE";
inline constexpr const char *kCatalogueUnknownRuleset = "CATALOGUE_UNKNOWN_RULESET";
inline constexpr const char *kCatalogueRulesetMismatch = "CATALOGUE_RULESET_MISMATCH";
inline constexpr const char *kCatalogueDuplicateId = "CATALOGUE_DUPLICATE_ID";
inline constexpr const char *kCatalogueUnknownProfile = "CATALOGUE_UNKNOWN_PROFILE";
inline constexpr const char *kCatalogueUnknownCostClass = "CATALOGUE_UNKNOWN_COST_CLASS";
inline constexpr const char *kCatalogueStatRange = "CATALOGUE_STAT_RANGE";
inline constexpr const char *kCatalogueUnknownRule = "CATALOGUE_UNKNOWN_RULE";
inline constexpr const char *kCatalogueAmmo = "CATALOGUE_AMMO";
inline constexpr const char *kCatalogueBaseCount = "CATALOGUE_BASE_COUNT";
inline constexpr const char *kCatalogueUnknownTrait = "CATALOGUE_UNKNOWN_TRAIT";
inline constexpr const char *kCatalogueCommandRange = "CATALOGUE_COMMAND_RANGE";
inline constexpr const char *kCatalogueUnknownRole = "CATALOGUE_UNKNOWN_ROLE";
inline constexpr const char *kCatalogueNoRole = "CATALOGUE_NO_ROLE";
inline constexpr const char *kCatalogueUnknownUnit = "CATALOGUE_UNKNOWN_UNIT";
inline constexpr const char *kCatalogueUnknownGeneral = "CATALOGUE_UNKNOWN_GENERAL";
inline constexpr const char *kCatalogueUnknownDivision = "CATALOGUE_UNKNOWN_DIVISION";
inline constexpr const char *kCatalogueGeneralRole = "CATALOGUE_GENERAL_ROLE";

// The unit traits the contract names, and the general traits it names.
const QStringList &knownUnitTraits();
const QStringList &knownGeneralTraits();

} // namespace sztab
