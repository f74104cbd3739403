package nprandom

import (
	"math"
	"sort"
)

// Shuffle performs the swaps of numpy's shuffle of n items (both APIs,
// every kind of sequence): for i from n-1 down to 1, swap(i, j) with j =
// random_interval(i). swap is called even when i == j; numpy skips those
// for multi-dimensional arrays, which changes nothing.
func Shuffle(src Source, n int, swap func(i, j int)) {
	for i := n - 1; i >= 1; i-- {
		j := int(Interval(src, uint64(i)))
		swap(i, j)
	}
}

// Permutation returns np.random.permutation(n) (either API): 0..n-1
// shuffled.
func Permutation(src Source, n int) []int64 {
	out := make([]int64, n) //krait:alloc-ok callers charge n words first (permutation: charge/chargeTemp; choice: ChoiceBytes)
	for i := range out {
		out[i] = int64(i)
	}
	Shuffle(src, n, func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// pAtol is the tolerance on the sum of choice's probabilities:
// sqrt(float64 eps).
var pAtol = math.Sqrt(math.Nextafter(1, 2) - 1)

// checkP validates choice's probabilities as numpy does (after the
// caller's checks that p is one-dimensional).
func checkP(p []float64, pop int64, legacy bool) error {
	if int64(len(p)) != pop {
		if legacy {
			return valueErrorf("'a' and 'p' must have same size")
		}
		return valueErrorf("a and p must have same size")
	}
	sum := kahanSum(p)
	if math.IsNaN(sum) {
		return valueErrorf("probabilities contain NaN")
	}
	for _, v := range p {
		if v < 0 {
			return valueErrorf("probabilities are not non-negative")
		}
	}
	if math.Abs(sum-1.) > pAtol {
		return valueErrorf("probabilities do not sum to 1")
	}
	return nil
}

// kahanSum is numpy's kahan_sum.
func kahanSum(d []float64) float64 {
	if len(d) == 0 {
		return 0.0
	}
	sum, c := d[0], 0.0
	for _, v := range d[1:] {
		y := v - c
		t := sum + y
		c = (t - sum) - y
		sum = t
	}
	return sum
}

// normalizedCDF is np.cumsum(p) / its last element.
func normalizedCDF(p []float64) []float64 {
	cdf := make([]float64, len(p))
	acc := 0.0
	for i, v := range p {
		acc += v
		cdf[i] = acc
	}
	last := cdf[len(cdf)-1]
	for i := range cdf {
		cdf[i] /= last
	}
	return cdf
}

// searchRight is cdf.searchsorted(u, side='right'): the number of
// elements <= u.
func searchRight(cdf []float64, u float64) int64 {
	return int64(sort.Search(len(cdf), func(i int) bool { return cdf[i] > u }))
}

// ChoiceIndexes returns the indexes into a population of pop items that
// choice(a, size, replace, p) draws, in the order numpy returns them,
// with numpy's checks of p and of the sample size. legacy selects
// RandomState.choice's algorithms (masked integers, a permutation for
// replace=False) over Generator.choice's (Lemire integers, Floyd's
// algorithm or a partial shuffle, shuffle=true reordering Floyd's draw).
// The caller has checked a and the shape; n is the number of draws.
func ChoiceIndexes(src Source, pop int64, n int, replace bool, p []float64, legacy, shuffle bool) ([]int64, error) {
	if p != nil {
		if err := checkP(p, pop, legacy); err != nil {
			return nil, err
		}
	}
	if replace {
		out := make([]int64, n) //krait:alloc-ok the caller charges ChoiceBytes(...) first (numpy.random choice)
		if p != nil {
			cdf := normalizedCDF(p)
			for i := range out {
				out[i] = searchRight(cdf, src.Double())
			}
			return out, nil
		}
		b := NewBounded(src, Int64, legacy)
		rng := uint64(pop - 1)
		for i := range out {
			out[i] = int64(b.Next(0, rng))
		}
		return out, nil
	}
	if int64(n) > pop {
		if legacy {
			return nil, valueErrorf("Cannot take a larger sample than population when 'replace=False'")
		}
		return nil, valueErrorf("Cannot take a larger sample than population when replace is False")
	}
	if n < 0 {
		if legacy {
			return nil, valueErrorf("Negative dimensions are not allowed")
		}
		return nil, valueErrorf("negative dimensions are not allowed")
	}
	if p != nil {
		return choiceWeightedUnique(src, n, p)
	}
	if legacy {
		return Permutation(src, int(pop))[:n:n], nil
	}
	cutoff := int64(20)
	if shuffle {
		cutoff = 50
	}
	if pop > 10000 && int64(n) > pop/cutoff {
		idx := make([]int64, pop) //krait:alloc-ok the caller charges ChoiceBytes(...) first (numpy.random choice)
		for i := range idx {
			idx[i] = int64(i)
		}
		first := pop - int64(n)
		if first < 1 {
			first = 1
		}
		shuffleInt(src, idx, int(first))
		return append([]int64(nil), idx[pop-int64(n):]...), nil //krait:alloc-ok n words: the caller charges ChoiceBytes(...) first (pop + n words here)
	}
	return floyd(src, pop, n, shuffle), nil
}

// choiceWeightedUnique is choice(replace=False, p=p): draw with the
// remaining weights, keep the first occurrence of each new index, zero
// the weights of those found, and repeat until n are found.
func choiceWeightedUnique(src Source, n int, p []float64) ([]int64, error) {
	nonzero := 0
	for _, v := range p {
		if v > 0 {
			nonzero++
		}
	}
	if nonzero < n {
		return nil, valueErrorf("Fewer non-zero entries in p than size")
	}
	w := append([]float64(nil), p...) //krait:alloc-ok pop words: the caller charges ChoiceBytes(...) first (2 pop words with p)
	found := make([]int64, 0, n)      //krait:alloc-ok the caller charges ChoiceBytes(...) first (numpy.random choice)
	for len(found) < n {
		x := make([]float64, n-len(found)) //krait:alloc-ok the caller charges ChoiceBytes(...) first (numpy.random choice)
		for i := range x {
			x[i] = src.Double()
		}
		for _, f := range found {
			w[f] = 0
		}
		cdf := normalizedCDF(w)
		seen := map[int64]bool{}
		for _, u := range x {
			k := searchRight(cdf, u)
			if !seen[k] {
				seen[k] = true
				found = append(found, k) //krait:alloc-ok within the capacity n made above (the loop stops at n)
			}
		}
	}
	return found, nil
}

// shuffleInt is Generator's _shuffle_int: Fisher–Yates from n-1 down to
// first with Lemire-bounded indexes.
func shuffleInt(src Source, data []int64, first int) {
	for i := len(data) - 1; i >= first; i-- {
		j := BoundedUint64(src, uint64(i), false)
		data[i], data[j] = data[j], data[i]
	}
}

// floyd is Generator.choice's Floyd's algorithm with numpy's open-address
// hash set, then (shuffle) a Fisher–Yates of the result.
func floyd(src Source, pop int64, n int, shuffle bool) []int64 {
	idx := make([]int64, n) //krait:alloc-ok the caller charges ChoiceBytes(...) first (numpy.random choice)
	mask := genMask(uint64(1.2 * float64(n)))
	set := make([]uint64, mask+1) //krait:alloc-ok the caller charges ChoiceBytes(...) first (numpy.random choice)
	const empty = math.MaxUint64
	for i := range set {
		set[i] = empty
	}
	for j := pop - int64(n); j < pop; j++ {
		val := BoundedUint64(src, uint64(j), false)
		loc := val & mask
		for set[loc] != empty && set[loc] != val {
			loc = (loc + 1) & mask
		}
		if set[loc] == empty {
			set[loc] = val
			idx[j-pop+int64(n)] = int64(val)
			continue
		}
		loc = uint64(j) & mask
		for set[loc] != empty {
			loc = (loc + 1) & mask
		}
		set[loc] = uint64(j)
		idx[j-pop+int64(n)] = j
	}
	if shuffle {
		shuffleInt(src, idx, 1)
	}
	return idx
}

// ChoiceBytes bounds the memory ChoiceIndexes allocates for these
// arguments, so that a caller can charge it first: a permutation of the
// whole population for the legacy replace=False and Generator's partial
// shuffle, a few words per draw otherwise.
func ChoiceBytes(pop int64, n int, replace bool, hasP, legacy, shuffle bool) int64 {
	const word = 8
	switch {
	case replace || hasP:
		b := int64(n) * word
		if hasP {
			b += pop*2*word + int64(n)*4*word
		}
		return b
	case legacy:
		return pop * word
	}
	cutoff := int64(20)
	if shuffle {
		cutoff = 50
	}
	if pop > 10000 && int64(n) > pop/cutoff {
		return pop*word + int64(n)*word
	}
	return int64(n)*word + int64(2.4*float64(n)+2)*word
}
