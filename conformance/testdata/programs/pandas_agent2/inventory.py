# krait-run: --allow-import pandas,numpy.*,io,json
import pandas as pd
inv = pd.DataFrame({
    "sku": ["A1", "B2", "C3", "D4", "E5", "F6"],
    "stock": [50, 0, 12, 7, 100, 3],
    "reorder_level": [20, 10, 15, 5, 30, 10],
    "unit_cost": [2.5, 10.0, 7.25, 15.0, 1.1, 40.0],
})
inv["needs_reorder"] = inv["stock"] < inv["reorder_level"]
inv["value"] = inv["stock"] * inv["unit_cost"]
print(inv)
print("Items to reorder:", inv.loc[inv["needs_reorder"], "sku"].tolist())
print(f"Total inventory value: ${inv['value'].sum():,.2f}")
inv["status"] = pd.cut(inv["stock"], bins=[-1, 0, 10, 50, float("inf")], labels=["out", "low", "ok", "high"])
print(inv[["sku", "stock", "status"]])
print(inv["status"].value_counts())
