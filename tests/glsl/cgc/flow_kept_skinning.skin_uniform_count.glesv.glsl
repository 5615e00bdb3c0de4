// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/flow_kept_skinning.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program skin_uniform_count
//semantic skin_uniform_count.bonesPerVertex
//semantic skin_uniform_count.bones
//semantic skin_uniform_count.viewProjection
//var int bonesPerVertex :  : _bonesPerVertex1 : 4 : 1
//var float4x4 bones[0] :  : _bones1[0], 4 : 5 : 1
//var float4x4 bones[1] :  : _bones1[4], 4 : 5 : 1
//var float4x4 bones[2] :  : _bones1[8], 4 : 5 : 1
//var float4x4 bones[3] :  : _bones1[12], 4 : 5 : 1
//var float4x4 bones[4] :  : _bones1[16], 4 : 5 : 1
//var float4x4 bones[5] :  : _bones1[20], 4 : 5 : 1
//var float4x4 bones[6] :  : _bones1[24], 4 : 5 : 1
//var float4x4 bones[7] :  : _bones1[28], 4 : 5 : 1
//var float4x4 viewProjection :  : _viewProjection1[0], 4 : 6 : 1
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
//var float4 weights : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
//var float4 indices : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
//var float3 skinnedNormal : $vout.TEXCOORD0 : TEXCOORD0 : 7 : 1
//var float4 skin_uniform_count : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

float _TMP1;
uniform int _bonesPerVertex1;
uniform vec4 _bones1[32];
uniform vec4 _viewProjection1[4];
vec4 _b0009;
vec4 _b0011;
vec4 _r0015;
vec3 _r0025;
vec4 _r0033;
attribute vec4 POSITION;
attribute vec4 NORMAL;
attribute vec4 TEXCOORD1;
attribute vec4 TEXCOORD2;
varying vec4 TEX0;
vec3 _TMP42;
vec3 _TMP43;
vec3 _TMP44;

 // main procedure, the original name was skin_uniform_count
void main()
{

    vec3 _skinnedNormal;
    vec4 _skinned;
    vec3 _n;
    int _i1;
    float _weight1;
    float _index1;
    vec4 _bone1[4];

    _skinned = vec4( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _n = vec3( 0.00000000E+00, 0.00000000E+00, 0.00000000E+00);
    _i1 = 0;
    for (; _i1 < _bonesPerVertex1; _i1 = _i1 + 1) { // for begin
        _b0009 = vec4(float((_i1 == 0)), float((_i1 == 1)), float((_i1 == 2)), float((_i1 == 3)));
        _weight1 = dot(TEXCOORD1, _b0009);
        _b0011 = vec4(float((_i1 == 0)), float((_i1 == 1)), float((_i1 == 2)), float((_i1 == 3)));
        _index1 = dot(TEXCOORD2, _b0011);
        _TMP1 = abs(_index1);
        _bone1[0] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 0)];
        _bone1[1] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 1)];
        _bone1[2] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 2)];
        _bone1[3] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 3)];
        _r0015.x = dot(_bone1[0], POSITION);
        _r0015.y = dot(_bone1[1], POSITION);
        _r0015.z = dot(_bone1[2], POSITION);
        _r0015.w = dot(_bone1[3], POSITION);
        _skinned = _skinned + _weight1*_r0015;
        _TMP42.x = _bone1[0].x;
        _TMP42.y = _bone1[0].y;
        _TMP42.z = _bone1[0].z;
        _r0025.x = dot(_TMP42, NORMAL.xyz);
        _TMP43.x = _bone1[1].x;
        _TMP43.y = _bone1[1].y;
        _TMP43.z = _bone1[1].z;
        _r0025.y = dot(_TMP43, NORMAL.xyz);
        _TMP44.x = _bone1[2].x;
        _TMP44.y = _bone1[2].y;
        _TMP44.z = _bone1[2].z;
        _r0025.z = dot(_TMP44, NORMAL.xyz);
        _n = _n + _weight1*_r0025;
    } // end for
    _skinnedNormal = _n;
    _r0033.x = dot(_viewProjection1[0], _skinned);
    _r0033.y = dot(_viewProjection1[1], _skinned);
    _r0033.z = dot(_viewProjection1[2], _skinned);
    _r0033.w = dot(_viewProjection1[3], _skinned);
    gl_Position = _r0033;
    TEX0.xyz = _n;
    return;
    TEX0.xyz = _skinnedNormal;
} // main end
