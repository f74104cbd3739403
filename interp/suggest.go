package interp

// CPython 3.11's "Did you mean" suggestions (Python/suggestions.c): the
// candidate with the smallest Levenshtein distance where a move costs 2 and
// a case change 1, within a third of the involved characters.

const (
	suggestMaxCandidates = 750
	suggestMaxString     = 40
	suggestMoveCost      = 2
	suggestCaseCost      = 1
)

// closestName returns the suggestion for name among candidates, or "".
// Ties keep the earliest candidate, as CPython does.
func closestName(name string, candidates []string) string {
	if len(candidates) >= suggestMaxCandidates {
		return ""
	}
	best := ""
	bestDist := int(^uint(0) >> 1)
	var buf [suggestMaxString]int
	for _, item := range candidates {
		if item == name {
			continue
		}
		maxDist := (len(name) + len(item) + 3) * suggestMoveCost / 6
		if bestDist-1 < maxDist {
			maxDist = bestDist - 1
		}
		d := levenshtein(name, item, maxDist, buf[:])
		if d > maxDist {
			continue
		}
		if best == "" || d < bestDist {
			best, bestDist = item, d
		}
	}
	return best
}

func levenshtein(a, b string, maxCost int, buf []int) int {
	for len(a) > 0 && len(b) > 0 && a[0] == b[0] {
		a, b = a[1:], b[1:]
	}
	for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	if len(a) == 0 || len(b) == 0 {
		return (len(a) + len(b)) * suggestMoveCost
	}
	if len(a) > suggestMaxString || len(b) > suggestMaxString {
		return maxCost + 1
	}
	if len(b) < len(a) {
		a, b = b, a
	}
	if (len(b)-len(a))*suggestMoveCost > maxCost {
		return maxCost + 1
	}
	tmp := suggestMoveCost
	for i := 0; i < len(a); i++ {
		buf[i] = tmp
		tmp += suggestMoveCost
	}
	result := 0
	for bi := 0; bi < len(b); bi++ {
		code := b[bi]
		distance := bi * suggestMoveCost
		result = distance
		minimum := int(^uint(0) >> 1)
		for i := 0; i < len(a); i++ {
			substitute := distance + substitutionCost(code, a[i])
			distance = buf[i]
			insertDelete := min(result, distance) + suggestMoveCost
			result = min(insertDelete, substitute)
			buf[i] = result
			if result < minimum {
				minimum = result
			}
		}
		if minimum > maxCost {
			return maxCost + 1
		}
	}
	return result
}

func substitutionCost(a, b byte) int {
	if a == b {
		return 0
	}
	if toLower(a) == toLower(b) {
		return suggestCaseCost
	}
	return suggestMoveCost
}

func toLower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
