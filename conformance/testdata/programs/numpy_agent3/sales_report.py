# krait-run: --allow-import numpy.*
import numpy as np
months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']
revenue = np.array([12000, 15000, 11000, 18000, 21000, 19500])
costs = np.array([8000, 9000, 8500, 10000, 12500, 11000])
profit = revenue - costs
margin = profit / revenue * 100
for m, p, mg in zip(months, profit, margin):
    print(f"{m}: profit={p:>6} margin={mg:5.1f}%")
print("Best month:", months[int(np.argmax(profit))])
print("Total profit:", profit.sum(), "avg margin:", round(margin.mean(), 2))
growth = np.diff(revenue) / revenue[:-1] * 100
print("MoM growth:", np.round(growth, 1))
