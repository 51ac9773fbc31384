// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small JSON Schema (draft 2020-12) validator for the subset our own schemas in data/schema/ use.
// It exists because CI has no Python: schema conformance of bundled data is checked by C++ tests.
// Supported: type, enum, const, properties, required, additionalProperties, patternProperties,
// propertyNames, minProperties, maxProperties, items, prefixItems, minItems, maxItems, uniqueItems,
// minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, minLength, maxLength, pattern,
// $ref ("#" and "#/…" pointers into the root, e.g. "#/$defs/NAME"), $defs, allOf, anyOf, oneOf, not,
// if/then/else, and boolean schemas. Other keywords are ignored.
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace sztab {

struct SchemaViolation {
    QString pointer; // JSON pointer into the instance, "" for root, RFC 6901 escaping
    QString message; // English, one line
    QString messagePl; // the same in Polish
};

// Validates `instance` against `schema` (the root schema, used to resolve "#/$defs/..." references).
// Returns every violation found (empty: valid). anyOf/oneOf failures are summarised in one line.
QList<SchemaViolation> validateJsonSchema(const QJsonValue &instance, const QJsonObject &schema);

} // namespace sztab
