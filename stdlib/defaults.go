package stdlib

import (
	"github.com/kraitpy/krait/interp"
	datetimemod "github.com/kraitpy/krait/stdlib/datetime"
	mathmod "github.com/kraitpy/krait/stdlib/math"
	queuemod "github.com/kraitpy/krait/stdlib/queue"
	randommod "github.com/kraitpy/krait/stdlib/random"
	remod "github.com/kraitpy/krait/stdlib/re"
	statmod "github.com/kraitpy/krait/stdlib/stat"
	statisticsmod "github.com/kraitpy/krait/stdlib/statistics"
	timemod "github.com/kraitpy/krait/stdlib/time"
	unicodedatamod "github.com/kraitpy/krait/stdlib/unicodedata"
)

// addDefaultModules registers smolagents' default modules other than
// collections and itertools (which are in tools.go): math, random, re,
// time, datetime, statistics, unicodedata, stat and queue.
func addDefaultModules(m map[string]interp.ModuleLoader) {
	m["math"] = mathmod.Load
	m["random"] = randommod.Load
	m["re"] = remod.Load
	m["time"] = timemod.Load
	m["datetime"] = datetimemod.Load
	m["statistics"] = statisticsmod.Load
	m["stat"] = statmod.Load
	m["queue"] = queuemod.Load
	m["unicodedata"] = unicodedatamod.Load
}
