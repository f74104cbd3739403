import statistics as st
xs = [(i * 37) % 101 for i in range(1000)]
print(st.mean(xs), st.median(xs), st.mode(xs), st.pstdev(xs), st.variance(xs), st.quantiles(xs, n=10)[:3])
ys = [x / 7 for x in xs]
print(st.mean(ys), st.stdev(ys), st.fmean(ys), st.median_grouped(xs))
