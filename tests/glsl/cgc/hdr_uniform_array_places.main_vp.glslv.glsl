// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/hdr_uniform_array_places.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_vp
//semantic lights
//semantic bones
//semantic tints : C10
//semantic unusedTints
//semantic pal
//semantic normalMats
//semantic boundMat : C20
//var half4x4 bones[0] :  : _bones[0], 4 : -1 : 0
//var half4x4 bones[1] :  : _bones[4], 4 : -1 : 1
//var float4 tints[0] :  : _tints[0] : -1 : 0
//var float4 tints[1] :  : _tints[1] : -1 : 0
//var float4 tints[2] :  : _tints[2] : -1 : 1
//var float4 tints[3] :  : _tints[3] : -1 : 0
//var half4 pal[0].rows[0] :  : _pal[0]._rows[0] : -1 : 0
//var half4 pal[0].rows[1] :  : _pal[0]._rows[1] : -1 : 0
//var half4 pal[0].rows[2] :  : _pal[0]._rows[2] : -1 : 0
//var float pal[0].scale :  : _pal[0]._scale : -1 : 1
//var half4 pal[1].rows[0] :  : _pal[1]._rows[0] : -1 : 0
//var half4 pal[1].rows[1] :  : _pal[1]._rows[1] : -1 : 0
//var half4 pal[1].rows[2] :  : _pal[1]._rows[2] : -1 : 1
//var float pal[1].scale :  : _pal[1]._scale : -1 : 0
//var half3x3 normalMats[0] :  : _normalMats[0], 3 : -1 : 0
//var half3x3 normalMats[1] :  : _normalMats[3], 3 : -1 : 1
//var float4x4 boundMat : C20 : _boundMat[0], 4 : -1 : 1
//var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
//var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
//var float4 weights : $vin.TEXCOORD1 : ATTR9 : 2 : 1
//var float4 main_vp.pos : $vout.POSITION : HPOS : -1 : 1
//var float4 main_vp.color : $vout.COLOR0 : COL0 : -1 : 1
//var float3 main_vp.normal : $vout.TEXCOORD0 : TEX0 : -1 : 1

#version 110

struct Light {
    vec4 _color;
    float _range;
};

struct Palette {
    vec4 _rows[3];
    float _scale;
};

struct VOut {
    vec4 _pos2;
    vec4 _color1;
    vec3 _normal2;
};

float _TMP4;
float _TMP3;
vec4 _r0013;
vec4 _v0013;
vec4 _r0023;
vec4 _v0023;
vec3 _r0033;
vec3 _v0033;
uniform vec4 _bones[8];
uniform vec4 _tints[4];
uniform Palette _pal[2];
uniform vec3 _normalMats[6];
uniform vec4 _boundMat[4];

 // main procedure, the original name was main_vp
void main()
{

    VOut _o;
    vec4 _skinned;

    _v0013 = vec4(float(gl_Vertex.x), float(gl_Vertex.y), float(gl_Vertex.z), float(gl_Vertex.w));
    _TMP3 = dot(vec4(float(_bones[(4*1 + 0)].x), float(_bones[(4*1 + 0)].y), float(_bones[(4*1 + 0)].z), float(_bones[(4*1 + 0)].w)), vec4(float(_v0013.x), float(_v0013.y), float(_v0013.z), float(_v0013.w)));
    _r0013.x = float(_TMP3);
    _TMP3 = dot(vec4(float(_bones[(4*1 + 1)].x), float(_bones[(4*1 + 1)].y), float(_bones[(4*1 + 1)].z), float(_bones[(4*1 + 1)].w)), vec4(float(_v0013.x), float(_v0013.y), float(_v0013.z), float(_v0013.w)));
    _r0013.y = float(_TMP3);
    _TMP3 = dot(vec4(float(_bones[(4*1 + 2)].x), float(_bones[(4*1 + 2)].y), float(_bones[(4*1 + 2)].z), float(_bones[(4*1 + 2)].w)), vec4(float(_v0013.x), float(_v0013.y), float(_v0013.z), float(_v0013.w)));
    _r0013.z = float(_TMP3);
    _TMP3 = dot(vec4(float(_bones[(4*1 + 3)].x), float(_bones[(4*1 + 3)].y), float(_bones[(4*1 + 3)].z), float(_bones[(4*1 + 3)].w)), vec4(float(_v0013.x), float(_v0013.y), float(_v0013.z), float(_v0013.w)));
    _r0013.w = float(_TMP3);
    _skinned = vec4(float(_r0013.x), float(_r0013.y), float(_r0013.z), float(_r0013.w))*gl_MultiTexCoord1.y + gl_Vertex*gl_MultiTexCoord1.x;
    _v0023 = vec4(float(_skinned.x), float(_skinned.y), float(_skinned.z), float(_skinned.w));
    _TMP3 = dot(vec4(float(_boundMat[0].x), float(_boundMat[0].y), float(_boundMat[0].z), float(_boundMat[0].w)), vec4(float(_v0023.x), float(_v0023.y), float(_v0023.z), float(_v0023.w)));
    _r0023.x = float(_TMP3);
    _TMP3 = dot(vec4(float(_boundMat[1].x), float(_boundMat[1].y), float(_boundMat[1].z), float(_boundMat[1].w)), vec4(float(_v0023.x), float(_v0023.y), float(_v0023.z), float(_v0023.w)));
    _r0023.y = float(_TMP3);
    _TMP3 = dot(vec4(float(_boundMat[2].x), float(_boundMat[2].y), float(_boundMat[2].z), float(_boundMat[2].w)), vec4(float(_v0023.x), float(_v0023.y), float(_v0023.z), float(_v0023.w)));
    _r0023.z = float(_TMP3);
    _TMP3 = dot(vec4(float(_boundMat[3].x), float(_boundMat[3].y), float(_boundMat[3].z), float(_boundMat[3].w)), vec4(float(_v0023.x), float(_v0023.y), float(_v0023.z), float(_v0023.w)));
    _r0023.w = float(_TMP3);
    _o._pos2 = vec4(float(_r0023.x), float(_r0023.y), float(_r0023.z), float(_r0023.w));
    _v0033 = vec3(float(gl_Normal.x), float(gl_Normal.y), float(gl_Normal.z));
    _TMP4 = dot(vec3(float(_normalMats[(3*1 + 0)].x), float(_normalMats[(3*1 + 0)].y), float(_normalMats[(3*1 + 0)].z)), vec3(float(_v0033.x), float(_v0033.y), float(_v0033.z)));
    _r0033.x = float(_TMP4);
    _TMP4 = dot(vec3(float(_normalMats[(3*1 + 1)].x), float(_normalMats[(3*1 + 1)].y), float(_normalMats[(3*1 + 1)].z)), vec3(float(_v0033.x), float(_v0033.y), float(_v0033.z)));
    _r0033.y = float(_TMP4);
    _TMP4 = dot(vec3(float(_normalMats[(3*1 + 2)].x), float(_normalMats[(3*1 + 2)].y), float(_normalMats[(3*1 + 2)].z)), vec3(float(_v0033.x), float(_v0033.y), float(_v0033.z)));
    _r0033.z = float(_TMP4);
    _o._normal2 = vec3(float(_r0033.x), float(_r0033.y), float(_r0033.z));
    _o._color1 = vec4(float(_pal[1]._rows[2].x), float(_pal[1]._rows[2].y), float(_pal[1]._rows[2].z), float(_pal[1]._rows[2].w))*_pal[0]._scale + _tints[2];
    gl_TexCoord[0].xyz = _o._normal2;
    gl_Position = _o._pos2;
    gl_FrontColor = _o._color1;
    return;
} // main end
