#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU, and its encoding.h then includes <unicode/ucnv.h>: the system
// ICU's UErrorCode in this module clashes with Foundation's own copy (_FoundationICU) in any Swift module
// that sees both ("'UErrorCode' has different definitions in different modules"). Nothing here uses the
// ICU members (the last two fields of xmlCharEncodingHandler, which this code never allocates or reads),
// so the ICU parts of the headers are left out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlsave.h>
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/xpath.h>
#include <libxml/xmlerror.h>
#endif
