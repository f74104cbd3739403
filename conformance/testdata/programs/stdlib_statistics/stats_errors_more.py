import statistics as st
for f in [lambda: st.mean(5), lambda: st.variance([1], 5), lambda: st.stdev('ab'), lambda: st.quantiles([1, 2], n=1.5), lambda: st.median(None), lambda: st.fmean(['a']), lambda: st.linear_regression([1, 2], [3, 4], True), lambda: st.correlation([1, 2], [3, 4], 5)]:
    try:
        print(f())
    except (TypeError, st.StatisticsError) as e:
        print(type(e).__name__, e)
