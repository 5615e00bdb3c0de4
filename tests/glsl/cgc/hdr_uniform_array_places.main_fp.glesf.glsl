// glesf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesf
// source file: tests/glsl/cases/hdr_uniform_array_places.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesf
//program main_fp
//semantic lights
//semantic bones
//semantic tints : C10
//semantic unusedTints
//semantic pal
//semantic normalMats
//semantic boundMat : C20
//var float4 lights[0].color :  : _lights[0]._color : -1 : 0
//var float lights[0].range :  :  : -1 : 0
//var float4 lights[1].color :  : _lights[1]._color : -1 : 1
//var float lights[1].range :  :  : -1 : 0
//var float4 lights[2].color :  : _lights[2]._color : -1 : 1
//var float lights[2].range :  :  : -1 : 0
//var float4 tints[0] :  : _tints[0] : -1 : 0
//var float4 tints[1] :  : _tints[1] : -1 : 0
//var float4 tints[2] :  : _tints[2] : -1 : 0
//var float4 tints[3] :  : _tints[3] : -1 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float3 normal : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 main_fp : $vout.COLOR : COL : -1 : 1

precision mediump float;

struct Light {
    vec4 _color;
    float _range;
};

struct Palette {
    vec4 _rows[3];
    float _scale;
};

struct VOut {
    vec4 _color2;
    vec3 _normal1;
};

vec4 _ret_0;
float _TMP0;
float _TMP2;
float _TMP14;
varying vec4 COL0;
varying vec4 TEX0;
uniform Light _lights[3];
uniform vec4 _tints[4];

 // main procedure, the original name was main_fp
void main()
{

    vec4 _sum;

    _TMP0 = dot(TEX0.xyz, TEX0.xyz);
    _TMP2 = min(1.00000000E+00, _TMP0);
    _TMP14 = max(0.00000000E+00, _TMP2);
    _sum = COL0 + _lights[1]._color*_TMP14;
    _sum = _sum + _lights[2]._color;
    _ret_0 = _sum*_tints[3];
    gl_FragColor = _ret_0;
    return;
} // main end
