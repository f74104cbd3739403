package stdlib

import (
	"github.com/kraitpy/krait/interp"
	"github.com/kraitpy/krait/stdlib/bisect"
	"github.com/kraitpy/krait/stdlib/collections"
	"github.com/kraitpy/krait/stdlib/copy"
	"github.com/kraitpy/krait/stdlib/functools"
	"github.com/kraitpy/krait/stdlib/heapq"
	"github.com/kraitpy/krait/stdlib/itertools"
	"github.com/kraitpy/krait/stdlib/json"
	"github.com/kraitpy/krait/stdlib/operator"
	"github.com/kraitpy/krait/stdlib/pprint"
	pystring "github.com/kraitpy/krait/stdlib/string"
	"github.com/kraitpy/krait/stdlib/textwrap"
)

// addToolModules registers the other modules agents are commonly given:
// json, collections, itertools, functools, operator, heapq, bisect, copy,
// string, textwrap, pprint.
func addToolModules(m map[string]interp.ModuleLoader) {
	m["bisect"] = bisect.Load
	m["collections"] = collections.Load
	m["copy"] = copy.Load
	m["heapq"] = heapq.Load
	m["functools"] = functools.Load
	m["itertools"] = itertools.Load
	m["json"] = json.Load
	m["operator"] = operator.Load
	m["pprint"] = pprint.Load
	m["string"] = pystring.Load
	m["textwrap"] = textwrap.Load
}
