package stdlib

import "github.com/kraitpy/krait/interp"

// addToolModules registers the other modules agents are commonly given:
// json, collections, itertools, functools, operator, heapq, bisect, copy,
// string, textwrap, ...
func addToolModules(m map[string]interp.ModuleLoader) {
}
