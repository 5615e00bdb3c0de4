"""Renders Panda3D scenes whose shaders are Cg, compiled and loaded at run time
through libCg and libCgGL, offscreen, and saves each frame as OUTDIR/NAME.png.

Usage: scenes.py OUTDIR [glsl|arb]. `glsl` (the default) leaves Panda3D's
profile choice alone (on Mesa: glslv/glslf); `arb` sets `basic-shaders-only`,
which makes it use arbvp1/arbfp1.

The scenes are what the runtime issue names: a hand-written shader with
uniforms on a model (hand), a textured shader with a loop over a uniform
array, a helper function and a world-space matrix (texloop), Panda3D's
generated shaders with directional, point and ambient lights (auto), and the
CommonFilters chain of bloom, cartoon ink and blur/sharpen (filters). Panda3D
binds its shader inputs by name prefix (vtx_, l_, o_, k_, mat_, trans_), so
the shaders use those names."""
import sys, os
out = sys.argv[1]
arb = len(sys.argv) > 2 and sys.argv[2] == "arb"
from panda3d.core import loadPrcFileData
loadPrcFileData("", f"""
window-type offscreen
win-size 320 240
audio-library-name null
sync-video #f
notify-level-glgsg debug
notify-level-gobj info
basic-shaders-only {'#t' if arb else '#f'}
model-cache-dir
""")
from direct.showbase.ShowBase import ShowBase
from panda3d.core import (Shader, Vec4, Vec3, Point3, DirectionalLight, PointLight,
                          AmbientLight, Texture, PNMImage, Filename)
from direct.filter.CommonFilters import CommonFilters

HAND = """
//Cg
void vshader(float4 vtx_position : POSITION, float3 vtx_normal : NORMAL,
             float2 vtx_texcoord0 : TEXCOORD0,
             uniform float4x4 mat_modelproj, uniform float4 k_tint,
             out float4 l_position : POSITION, out float4 l_color : COLOR0,
             out float2 l_uv : TEXCOORD0)
{
  l_position = mul(mat_modelproj, vtx_position);
  l_color = k_tint * (0.5 + 0.5 * vtx_normal.z);
  l_uv = vtx_texcoord0;
}
void fshader(float4 l_color : COLOR0, float2 l_uv : TEXCOORD0, uniform float k_gain,
             out float4 o_color : COLOR)
{
  o_color = l_color * k_gain;
}
"""

TEXLOOP = """
//Cg
void vshader(float4 vtx_position : POSITION, float3 vtx_normal : NORMAL,
             float2 vtx_texcoord0 : TEXCOORD0, uniform float4x4 mat_modelproj,
             uniform float4x4 trans_model_to_world,
             out float4 l_position : POSITION, out float3 l_wpos : TEXCOORD1,
             out float3 l_wn : TEXCOORD2, out float2 l_uv : TEXCOORD0)
{
  l_position = mul(mat_modelproj, vtx_position);
  l_wpos = mul(trans_model_to_world, vtx_position).xyz;
  l_wn = normalize(mul((float3x3)trans_model_to_world, vtx_normal));
  l_uv = vtx_texcoord0;
}
float3 shade(float3 n, float3 p, float3 lp, float3 lc)
{
  float3 l = normalize(lp - p);
  return lc * saturate(dot(n, l)) / (1.0 + 0.02 * dot(lp - p, lp - p));
}
void fshader(float3 l_wpos : TEXCOORD1, float3 l_wn : TEXCOORD2, float2 l_uv : TEXCOORD0,
             uniform sampler2D tex_0, uniform float4 k_lights[3],
             uniform float4 k_colors[3], out float4 o_color : COLOR)
{
  float3 acc = float3(0.1, 0.1, 0.1);
  for (int i = 0; i < 3; i++)
    acc += shade(normalize(l_wn), l_wpos, k_lights[i].xyz, k_colors[i].rgb);
  o_color = tex2D(tex_0, l_uv) * float4(acc, 1);
}
"""

class App(ShowBase):
    def __init__(self):
        ShowBase.__init__(self)
        self.disableMouse()
        self.setBackgroundColor(0.2, 0.2, 0.3, 1)

    def shot(self, name):
        for _ in range(3):
            self.graphicsEngine.renderFrame()
        img = PNMImage()
        self.win.getScreenshot(img)
        img.write(Filename(os.path.join(out, name + ".png")))

    def clear(self):
        if hasattr(self, "root"):
            self.root.removeNode()
        self.root = self.render.attachNewNode("scene")

def scene_hand(app):
    m = app.loader.loadModel("smiley")
    m.reparentTo(app.root)
    m.setShader(Shader.make(HAND, Shader.SL_Cg))
    m.setShaderInput("tint", Vec4(1.0, 0.6, 0.2, 1))
    m.setShaderInput("gain", 1.3)
    app.camera.setPos(0, -8, 0); app.camera.lookAt(0, 0, 0)
    app.shot("hand")

def scene_texloop(app):
    m = app.loader.loadModel("smiley")
    m.reparentTo(app.root)
    m.setHpr(30, 20, 0)
    m.setShader(Shader.make(TEXLOOP, Shader.SL_Cg))
    m.setShaderInput("lights", [Vec4(3, -3, 2, 1), Vec4(-3, -2, 0, 1), Vec4(0, -2, -3, 1)])
    m.setShaderInput("colors", [Vec4(1, 0.9, 0.8, 1), Vec4(0.2, 0.4, 1, 1), Vec4(0.5, 1, 0.5, 1)])
    app.camera.setPos(0, -8, 0); app.camera.lookAt(0, 0, 0)
    app.shot("texloop")

def lit_scene(app):
    env = app.loader.loadModel("environment")
    env.reparentTo(app.root)
    env.setScale(0.25); env.setPos(-8, 42, -3)
    s = app.loader.loadModel("smiley")
    s.reparentTo(app.root); s.setPos(0, 10, 0)
    d = DirectionalLight("d"); d.setColor((0.8, 0.7, 0.6, 1))
    dn = app.root.attachNewNode(d); dn.setHpr(30, -50, 0); app.root.setLight(dn)
    p = PointLight("p"); p.setColor((0.9, 0.3, 0.3, 1)); p.setAttenuation((1, 0, 0.01))
    pn = app.root.attachNewNode(p); pn.setPos(2, 6, 2); app.root.setLight(pn)
    a = AmbientLight("a"); a.setColor((0.2, 0.2, 0.25, 1))
    app.root.setLight(app.root.attachNewNode(a))
    app.camera.setPos(0, -5, 3); app.camera.lookAt(0, 10, 0)

def scene_auto(app):
    lit_scene(app)
    app.root.setShaderAuto()
    app.shot("auto")

def scene_filters(app):
    lit_scene(app)
    app.root.setShaderAuto()
    f = CommonFilters(app.win, app.cam)
    ok = f.setBloom(blend=(0.3, 0.4, 0.3, 0), desat=-0.5, intensity=2.0, size="small")
    ok = f.setCartoonInk(separation=1.5) and ok
    ok = f.setBlurSharpen(amount=0.5) and ok
    print("filters ok:", ok)
    app.shot("filters")
    f.cleanup()

app = App()
os.makedirs(out, exist_ok=True)
for scene in (scene_hand, scene_texloop, scene_auto, scene_filters):
    app.clear()
    scene(app)
print("done")
