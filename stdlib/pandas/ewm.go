package pandas

import "math"

// ewmVarInto is pandas' ewmcov of a series with itself (ignore_na=False,
// bias=False): the exponentially weighted variance, with the weights'
// debiasing factor sum_wt^2 / (sum_wt^2 - sum_wt2).
func ewmVarInto(vals, out []float64, alpha float64, adjust bool, minP int) {
	if len(vals) == 0 {
		return
	}
	oldWtFactor := 1 - alpha
	newWt := 1.0
	if !adjust {
		newWt = alpha
	}
	mean := vals[0]
	nobs := 0
	if mean == mean {
		nobs = 1
	}
	out[0] = math.NaN()
	cov, sumWt, sumWt2, oldWt := 0.0, 1.0, 1.0, 1.0
	for i := 1; i < len(vals); i++ {
		cur := vals[i]
		obs := cur == cur
		if obs {
			nobs++
		}
		if mean == mean {
			sumWt *= oldWtFactor
			sumWt2 *= oldWtFactor * oldWtFactor
			oldWt *= oldWtFactor
			if obs {
				oldMean := mean
				if mean != cur {
					mean = (oldWt*oldMean + newWt*cur) / (oldWt + newWt)
				}
				cov = (oldWt*(cov+(oldMean-mean)*(oldMean-mean)) + newWt*((cur-mean)*(cur-mean))) / (oldWt + newWt)
				sumWt += newWt
				sumWt2 += newWt * newWt
				oldWt += newWt
				if !adjust {
					sumWt /= oldWt
					sumWt2 /= oldWt * oldWt
					oldWt = 1
				}
			}
		} else if obs {
			mean = cur
		}
		out[i] = math.NaN()
		if nobs >= minP {
			num := sumWt * sumWt
			if den := num - sumWt2; den > 0 {
				out[i] = num / den * cov
			}
		}
	}
}
