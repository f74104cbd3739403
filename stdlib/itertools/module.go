// Package itertools implements Python's itertools module for krait. Every
// iterator is lazy and charges the run's budget for each item it
// produces, so infinite iterators (count, cycle, repeat) are safe: only
// their consumers decide how far they go.
package itertools

import (
	"github.com/kraitpy/krait/py"
)

// newType makes the type object of an itertools iterator.
func newType(name string) *py.Type {
	t := py.NewBuiltinType(name, py.ObjectType)
	t.Module = "itertools"
	return t
}

// The iterator types. They are built at init and never modified after.
var (
	AccumulateType     = newType("accumulate")
	ChainType          = newType("chain")
	CombinationsType   = newType("combinations")
	CombinationsWRType = newType("combinations_with_replacement")
	CompressType       = newType("compress")
	CountType          = newType("count")
	CycleType          = newType("cycle")
	DropWhileType      = newType("dropwhile")
	FilterFalseType    = newType("filterfalse")
	GroupByType        = newType("groupby")
	GrouperType        = newType("_grouper")
	ISliceType         = newType("islice")
	PairwiseType       = newType("pairwise")
	PermutationsType   = newType("permutations")
	ProductType        = newType("product")
	RepeatType         = newType("repeat")
	StarmapType        = newType("starmap")
	TakeWhileType      = newType("takewhile")
	TeeType            = newType("_tee")
	ZipLongestType     = newType("zip_longest")
)

func init() {
	AccumulateType.New = newAccumulate
	ChainType.New = newChain
	ChainType.Dict.SetStr("from_iterable", &py.ClassMethod{Func: py.NewBuiltin("from_iterable", chainFromIterable)})
	CombinationsType.New = newCombinations
	CombinationsWRType.New = newCombinationsWR
	CompressType.New = newCompress
	CountType.New = newCount
	CycleType.New = newCycle
	DropWhileType.New = newDropWhile
	FilterFalseType.New = newFilterFalse
	GroupByType.New = newGroupBy
	ISliceType.New = newISlice
	PairwiseType.New = newPairwise
	PermutationsType.New = newPermutations
	ProductType.New = newProduct
	RepeatType.New = newRepeat
	StarmapType.New = newStarmap
	TakeWhileType.New = newTakeWhile
	ZipLongestType.New = newZipLongest
}

// Load creates the itertools module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("itertools")
	for _, typ := range []*py.Type{
		AccumulateType, ChainType, CombinationsType, CombinationsWRType, CompressType, CountType,
		CycleType, DropWhileType, FilterFalseType, GroupByType, ISliceType, PairwiseType,
		PermutationsType, ProductType, RepeatType, StarmapType, TakeWhileType, ZipLongestType,
	} {
		mod.Dict.SetStr(typ.Name, typ)
	}
	mod.Dict.SetStr("tee", py.NewBuiltin("tee", tee))
	// The types are built once per process; tee closes over nothing.
	py.MarkWalkable(mod)
	return mod, nil
}

// next advances it, charging one operation; it returns nil at the end.
func next(t *py.Thread, it py.Iterator) (py.Value, error) {
	if err := t.Tick(); err != nil {
		return nil, err
	}
	return py.NextNested(t, it)
}

// tuple makes a result tuple, charging its memory.
func tuple(t *py.Thread, items []py.Value) (py.Value, error) {
	if err := t.Alloc(int64(32 + 16*len(items))); err != nil {
		return nil, err
	}
	return py.NewTuple(items), nil
}

// noKwargs refuses keyword arguments: "chain() takes no keyword
// arguments".
func noKwargs(name string, kwargs []py.Kwarg) error {
	return py.NoKwargs(name, kwargs)
}

// truth is bool(v).
func truth(t *py.Thread, v py.Value) (bool, error) { return py.Truth(t, v) }
