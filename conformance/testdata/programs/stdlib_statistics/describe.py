import statistics as st
def describe(xs):
    return {
        'n': len(xs), 'mean': round(st.mean(xs), 4), 'median': st.median(xs),
        'stdev': round(st.stdev(xs), 4), 'min': min(xs), 'max': max(xs),
        'q': [round(q, 3) for q in st.quantiles(xs, n=4)],
    }
print(describe([12, 15, 11, 19, 22, 14, 17, 13]))
print(describe([0.5, 0.75, 0.2, 0.9, 0.4]))
