// Package libm gives float functions whose results match the C library
// CPython calls (glibc 2.36 on x86-64 CPUs with FMA): sin, cos, tan, asin,
// acos, atan, atan2, exp, exp2, expm1, log, log2, log10, log1p, pow and
// the hyperbolic functions follow glibc's own algorithms (its tables,
// coefficients, operation order and the multiply-adds its x86-64 build
// fuses), so they are bit-identical to glibc's; erf, erfc, cbrt and gamma
// helpers follow fdlibm's formulas as glibc does.
package libm
