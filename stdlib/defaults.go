package stdlib

import "github.com/kraitpy/krait/interp"

// addDefaultModules registers smolagents' default modules: collections is
// in tools.go; here math, random, re, time, datetime, statistics,
// unicodedata, stat, queue, itertools-free ones.
func addDefaultModules(m map[string]interp.ModuleLoader) {
}
