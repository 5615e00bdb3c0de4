// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/hdr_uniform_kinds.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program main
//semantic main.scene
//semantic main.rot
//semantic main.paramUnused
//semantic main.eye
//semantic worldViewProj
//semantic normalMatrix
//semantic bias
//semantic scale
//semantic palette
//semantic bones
//semantic mode
//semantic enabled
//semantic halfTint
//semantic neverUsed
//var float3 scene.lights[0].position :  : _scene1._lights[0]._position : 3 : 1
//var float4 scene.lights[0].color :  : _scene1._lights[0]._color1 : 3 : 1
//var float scene.lights[0].range :  : _scene1._lights[0]._range : 3 : 1
//var float3 scene.lights[1].position :  : _scene1._lights[1]._position : 3 : 1
//var float4 scene.lights[1].color :  : _scene1._lights[1]._color1 : 3 : 1
//var float scene.lights[1].range :  : _scene1._lights[1]._range : 3 : 1
//var float4 scene.ambient :  : _scene1._ambient : 3 : 1
//var float scene.unusedScale :  :  : 3 : 0
//var float2x2 rot :  : _rot1[0], 2 : 4 : 1
//var float3 eye :  : _eye1 : 6 : 1
//var float4x4 worldViewProj :  : _worldViewProj[0], 4 : -1 : 1
//var float3x3 normalMatrix :  : _normalMatrix[0], 3 : -1 : 1
//var float4 bias :  : _bias : -1 : 1
//var float scale :  : _scale : -1 : 1
//var float4 palette[0] :  : _palette[0] : -1 : 1
//var float4 palette[1] :  : _palette[1] : -1 : 1
//var float4 palette[2] :  : _palette[2] : -1 : 1
//var float4x3 bones[0] :  : _bones[0], 4 : -1 : 1
//var float4x3 bones[1] :  : _bones[4], 4 : -1 : 1
//var int mode :  : _mode : -1 : 1
//var bool enabled :  : _enabled : -1 : 1
//var half4 halfTint :  : _halfTint : -1 : 1
//var float4 pos : $vin.POSITION : POSITION : 0 : 1
//var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
//var float4 idx : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
//var float4 main.pos : $vout.POSITION : POSITION : -1 : 1
//var float4 main.color : $vout.COLOR0 : COLOR0 : -1 : 1
//var float3 main.n : $vout.TEXCOORD0 : TEXCOORD0 : -1 : 1
//default bias = 0.5 0.25 0.125 1
//default scale = 2

precision mediump float;

struct Light {
    vec3 _position;
    vec4 _color1;
    float _range;
};

struct Scene {
    Light _lights[2];
    vec4 _ambient;
    float _unusedScale;
};

struct VOut {
    vec4 _pos1;
    vec4 _color;
    vec3 _n1;
};

VOut _ret_0;
float _TMP7;
float _TMP4;
float _TMP10;
vec3 _TMP3;
float _TMP9;
float _TMP8;
uniform Scene _scene1;
uniform vec2 _rot1[2];
uniform vec3 _eye1;
vec3 _r0029;
vec3 _M0029[4];
vec4 _r0031;
vec3 _r0041;
float _TMP58;
vec2 _r0065;
attribute vec4 POSITION;
attribute vec4 NORMAL;
attribute vec4 TEXCOORD1;
varying vec4 COL0;
varying vec4 TEX0;
uniform vec4 _worldViewProj[4];
uniform vec3 _normalMatrix[3];
uniform vec4 _bias;
uniform float _scale;
uniform vec4 _palette[3];
uniform vec3 _bones[8];
uniform int _mode;
uniform bool _enabled;
uniform vec4 _halfTint;

 // main procedure, the original name was main
void main()
{

    VOut _o;
    vec4 _p;
    vec4 _c;
    vec3 _l1;

    _M0029[0] = _bones[(4*int(TEXCOORD1.x) + 0)];
    _M0029[1] = _bones[(4*int(TEXCOORD1.x) + 1)];
    _M0029[2] = _bones[(4*int(TEXCOORD1.x) + 2)];
    _M0029[3] = _bones[(4*int(TEXCOORD1.x) + 3)];
    _r0029 = POSITION.x*_M0029[0];
    _r0029 = _r0029 + POSITION.y*_M0029[1];
    _r0029 = _r0029 + POSITION.z*_M0029[2];
    _r0029 = _r0029 + POSITION.w*_M0029[3];
    _p = vec4(_r0029.x, _r0029.y, _r0029.z, 1.00000000E+00);
    _r0031.x = dot(_worldViewProj[0], _p);
    _r0031.y = dot(_worldViewProj[1], _p);
    _r0031.z = dot(_worldViewProj[2], _p);
    _r0031.w = dot(_worldViewProj[3], _p);
    _o._pos1 = _r0031*_scale + _bias + vec4( 1.00000000E+00, 2.00000000E+00, 3.00000000E+00, 4.00000000E+00);
    _r0041.x = dot(_normalMatrix[0], NORMAL.xyz);
    _r0041.y = dot(_normalMatrix[1], NORMAL.xyz);
    _r0041.z = dot(_normalMatrix[2], NORMAL.xyz);
    _l1 = _scene1._lights[0]._position - POSITION.xyz;
    _TMP8 = dot(_l1, _l1);
    _TMP9 = inversesqrt(_TMP8);
    _TMP3 = _TMP9*_l1;
    _TMP4 = dot(_r0041, _TMP3);
    _TMP10 = min(1.00000000E+00, _TMP4);
    _TMP58 = max(0.00000000E+00, _TMP10);
    _c = _scene1._ambient + (_scene1._lights[0]._color1*_TMP58)/_scene1._lights[0]._range;
    _l1 = _scene1._lights[1]._position - POSITION.xyz;
    _TMP8 = dot(_l1, _l1);
    _TMP9 = inversesqrt(_TMP8);
    _TMP3 = _TMP9*_l1;
    _TMP4 = dot(_r0041, _TMP3);
    _TMP10 = min(1.00000000E+00, _TMP4);
    _TMP58 = max(0.00000000E+00, _TMP10);
    _c = _c + (_scene1._lights[1]._color1*_TMP58)/_scene1._lights[1]._range;
    if (_enabled) { // if begin
        _c = _c + _palette[_mode] + vec4(float(_halfTint.x), float(_halfTint.y), float(_halfTint.z), float(_halfTint.w));
    } // end if
    _r0065.x = dot(_rot1[0], _r0041.xy);
    _r0065.y = dot(_rot1[1], _r0041.xy);
    _TMP7 = dot(_eye1, _r0041);
    _o._n1 = vec3(_r0065.x, _r0065.y, _TMP7);
    _ret_0._pos1 = _o._pos1;
    _ret_0._color = _c;
    _ret_0._n1 = _o._n1;
    gl_Position = _o._pos1;
    COL0 = _c;
    TEX0.xyz = _o._n1;
    return;
    COL0 = _ret_0._color;
    TEX0.xyz = _ret_0._n1;
} // main end
