#!/usr/bin/env python3
"""Opens the charts MarketData draws, independently of it, for MarketDataTests.

Usage: chart_oracle.py png < {"path": PNG file, "colors": {name: [r, g, b]}}
         -> {"width", "height", "mode", "text": {iTXt/tEXt chunks}, "counts": {name: pixels of exactly that colour},
             "boxes": {name: [minX, minY, maxX, maxY] of those pixels or null},
             "plotInk": pixels inside the plot (iTXt Chart:plot) that are not the background colour,
             "labelInk": such pixels left of the plot}
       chart_oracle.py svg < {"svg": document text}
         -> {"width", "height", "trend", "price": [[x, y]], "ema": point count or null, "band": point count or null,
             "plot": [x, y, width, height], "labels": {"max", "mid", "min", "date-first", "date-last"}}
PNGs are decoded with Pillow, SVGs parsed with xml.etree.
"""
import json
import sys
import xml.etree.ElementTree as ET

from PIL import Image

SVG = "{http://www.w3.org/2000/svg}"


def png(request):
    image = Image.open(request["path"])
    image.load()
    text = dict(getattr(image, "text", {}) or {})
    rgb = image.convert("RGB")
    width, height = rgb.size
    pixels = rgb.load()
    colors = {name: tuple(value) for name, value in request["colors"].items()}
    counts = {name: 0 for name in colors}
    boxes = {name: None for name in colors}
    background = colors.get("background", (255, 255, 255))
    plot = [int(v) for v in text.get("Chart:plot", "0,0,0,0").split(",")]
    px, py, pw, ph = plot
    plot_ink = label_ink = 0
    for y in range(height):
        for x in range(width):
            pixel = pixels[x, y]
            for name, color in colors.items():
                if pixel == color:
                    counts[name] += 1
                    box = boxes[name]
                    boxes[name] = [x, y, x, y] if box is None else [
                        min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
            if pixel != background:
                if px <= x < px + pw and py <= y < py + ph:
                    plot_ink += 1
                elif x < px - 1:
                    label_ink += 1
    return {"width": width, "height": height, "mode": image.mode, "text": text, "counts": counts, "boxes": boxes,
            "plotInk": plot_ink, "labelInk": label_ink}


def points(element):
    if element is None:
        return None
    return [[float(v) for v in pair.split(",")] for pair in element.get("points").split()]


def svg(request):
    root = ET.fromstring(request["svg"].encode("utf-8"))
    by_class = {}
    for element in root.iter():
        name = element.get("class")
        if name:
            by_class[name] = element
    plot = by_class["plot"]
    ema, band = points(by_class.get("ema")), points(by_class.get("band"))
    labels = {name: by_class[name].text for name in ("label-max", "label-mid", "label-min", "date-first",
                                                     "date-last") if name in by_class}
    return {"width": float(root.get("width")), "height": float(root.get("height")), "trend": root.get("data-trend"),
            "price": points(by_class["price"]), "priceStroke": by_class["price"].get("stroke"),
            "ema": None if ema is None else len(ema), "band": None if band is None else len(band),
            "plot": [float(plot.get(k)) for k in ("x", "y", "width", "height")], "labels": labels}


if __name__ == "__main__":
    command = sys.argv[1]
    request = json.load(sys.stdin)
    json.dump(png(request) if command == "png" else svg(request), sys.stdout)
