#ifndef CPOPPLER_SHIM_H
#define CPOPPLER_SHIM_H
#include <poppler.h>
#include <cairo.h>
#endif
