// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The test class is declared here, apart from its bodies: moc 6.4 mis-reads raw string literals in the .cpp.
#include <QObject>

// The slot bodies are defined below the class: moc 6.4 does not understand raw string literals and loses
// track of the class when they appear inside its body.
class TstJsonSchema : public QObject {
    Q_OBJECT

private slots:
    void type_acceptsListedTypes();
    void type_integerMeansNoFractionalPart();
    void properties_checkOnlyPresentKeys();
    void required_reportsEveryMissingKeyAtTheObject();
    void additionalProperties_falseRejectsUnlistedKeys();
    void additionalProperties_schemaAppliesToUnlistedKeys();
    void patternProperties_matchKeysByRegexAndExemptFromAdditional();
    void propertyNames_checksEveryKey();
    void minProperties_maxProperties_countKeys();
    void items_appliesToEveryElement();
    void prefixItems_checkPositionsAndItemsCoversTheRest();
    void minItems_maxItems_countElements();
    void uniqueItems_reportsTheLaterCopy();
    void enum_matchesAnyListedValueStructurally();
    void const_requiresEqualValue();
    void minimum_maximum_areInclusive();
    void exclusiveMinimum_exclusiveMaximum_areStrict();
    void multipleOf_toleratesHalfAndDecimalSteps();
    void minLength_maxLength_countCharactersNotBytes();
    void pattern_searchesTheStringUnanchored();
    void pattern_invalidRegexIsReportedNotIgnored();
    void ref_resolvesDefsAndRoot();
    void ref_appliesAlongsideSiblingKeywords();
    void ref_escapedPointerTokens();
    void ref_unresolvableIsAViolation();
    void ref_selfReferenceTerminatesWithAViolation();
    void ref_depthLimitOf64();
    void allOf_reportsEveryBranch();
    void anyOf_oneSummaryLineWhenNothingMatches();
    void oneOf_exactlyOneMustMatch();
    void not_rejectsWhatTheSubschemaAccepts();
    void ifThenElse_appliesTheSelectedBranchOnly();
    void booleanSchemas_trueAcceptsFalseRejects();
    void unknownKeywords_areIgnored();
    void pointers_escapeTildeAndSlash();
    void violations_allReportedWithDeepPointers();
    void bundledCatalogueSchema_acceptsTheContractExample();
    void bundledCatalogueSchema_rejectsContractBreaches();
    void bundledRosterSchema_acceptsTheContractExampleAndEveryUpgradeForm();
    void bundledRosterSchema_rejectsContractBreaches();
};
