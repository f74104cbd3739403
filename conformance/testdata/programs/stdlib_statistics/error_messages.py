import statistics as st

cases = {
    "mean": lambda: st.mean([]), "fmean": lambda: st.fmean([]), "geometric_mean": lambda: st.geometric_mean([]),
    "geo_neg": lambda: st.geometric_mean([1, -1]), "geo_zero": lambda: st.geometric_mean([0, 1]),
    "harmonic_mean": lambda: st.harmonic_mean([]), "median": lambda: st.median([]), "median_low": lambda: st.median_low([]),
    "median_grouped": lambda: st.median_grouped([]), "mode": lambda: st.mode([]), "variance": lambda: st.variance([1]),
    "pvariance": lambda: st.pvariance([]), "stdev": lambda: st.stdev([1]), "pstdev": lambda: st.pstdev([]),
    "quantiles_n": lambda: st.quantiles([1, 2], n=0), "quantiles_one": lambda: st.quantiles([1]),
    "quantiles_method": lambda: st.quantiles([1, 2, 3], method="x"), "fmean_weights": lambda: st.fmean([1, 2], weights=[1]),
    "fmean_zero": lambda: st.fmean([1, 2], [0, 0]), "mg_str": lambda: st.median_grouped(["a", "b"]),
}
for name, f in cases.items():
    try:
        print(name, f())
    except (st.StatisticsError, TypeError, ValueError) as e:
        print(name, type(e).__name__, e, isinstance(e, ValueError))
print(st.StatisticsError.__name__, issubclass(st.StatisticsError, ValueError))
