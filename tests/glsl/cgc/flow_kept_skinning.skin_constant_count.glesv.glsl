// glesv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glesv
// source file: tests/glsl/cases/flow_kept_skinning.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glesv
//program skin_constant_count
//semantic skin_constant_count.bones
//semantic skin_constant_count.viewProjection
//var float4x4 bones[0] :  : _bones1[0], 4 : 4 : 1
//var float4x4 bones[1] :  : _bones1[4], 4 : 4 : 1
//var float4x4 bones[2] :  : _bones1[8], 4 : 4 : 1
//var float4x4 bones[3] :  : _bones1[12], 4 : 4 : 1
//var float4x4 bones[4] :  : _bones1[16], 4 : 4 : 1
//var float4x4 bones[5] :  : _bones1[20], 4 : 4 : 1
//var float4x4 bones[6] :  : _bones1[24], 4 : 4 : 1
//var float4x4 bones[7] :  : _bones1[28], 4 : 4 : 1
//var float4x4 viewProjection :  : _viewProjection1[0], 4 : 5 : 1
//var float4 position : $vin.POSITION : POSITION : 0 : 1
//var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
//var float4 weights : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
//var float4 indices : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
//var float3 skinnedNormal : $vout.TEXCOORD0 : TEXCOORD0 : 6 : 1
//var float4 skin_constant_count : $vout.POSITION : HPOS : -1 : 1

precision mediump float;

float _TMP1;
uniform vec4 _bones1[32];
uniform vec4 _viewProjection1[4];
vec4 _r0010;
vec3 _r0020;
vec4 _r0028;
attribute vec4 POSITION;
attribute vec4 NORMAL;
attribute vec4 TEXCOORD1;
attribute vec4 TEXCOORD2;
varying vec4 TEX0;
vec3 _TMP37;
vec3 _TMP38;
vec3 _TMP39;
vec3 _TMP40;
vec3 _TMP41;
vec3 _TMP42;
vec3 _TMP43;
vec3 _TMP44;
vec3 _TMP45;
vec3 _TMP46;
vec3 _TMP47;
vec3 _TMP48;

 // main procedure, the original name was skin_constant_count
void main()
{

    vec3 _skinnedNormal;
    vec4 _skinned;
    vec3 _n;
    vec4 _bone1[4];

    _TMP1 = abs(TEXCOORD2.x);
    _bone1[0] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 0)];
    _bone1[1] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 1)];
    _bone1[2] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 2)];
    _bone1[3] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 3)];
    _r0010.x = dot(_bone1[0], POSITION);
    _r0010.y = dot(_bone1[1], POSITION);
    _r0010.z = dot(_bone1[2], POSITION);
    _r0010.w = dot(_bone1[3], POSITION);
    _skinned = TEXCOORD1.x*_r0010;
    _TMP37.x = _bone1[0].x;
    _TMP37.y = _bone1[0].y;
    _TMP37.z = _bone1[0].z;
    _r0020.x = dot(_TMP37, NORMAL.xyz);
    _TMP38.x = _bone1[1].x;
    _TMP38.y = _bone1[1].y;
    _TMP38.z = _bone1[1].z;
    _r0020.y = dot(_TMP38, NORMAL.xyz);
    _TMP39.x = _bone1[2].x;
    _TMP39.y = _bone1[2].y;
    _TMP39.z = _bone1[2].z;
    _r0020.z = dot(_TMP39, NORMAL.xyz);
    _n = TEXCOORD1.x*_r0020;
    _TMP1 = abs(TEXCOORD2.y);
    _bone1[0] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 0)];
    _bone1[1] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 1)];
    _bone1[2] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 2)];
    _bone1[3] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 3)];
    _r0010.x = dot(_bone1[0], POSITION);
    _r0010.y = dot(_bone1[1], POSITION);
    _r0010.z = dot(_bone1[2], POSITION);
    _r0010.w = dot(_bone1[3], POSITION);
    _skinned = _skinned + TEXCOORD1.y*_r0010;
    _TMP40.x = _bone1[0].x;
    _TMP40.y = _bone1[0].y;
    _TMP40.z = _bone1[0].z;
    _r0020.x = dot(_TMP40, NORMAL.xyz);
    _TMP41.x = _bone1[1].x;
    _TMP41.y = _bone1[1].y;
    _TMP41.z = _bone1[1].z;
    _r0020.y = dot(_TMP41, NORMAL.xyz);
    _TMP42.x = _bone1[2].x;
    _TMP42.y = _bone1[2].y;
    _TMP42.z = _bone1[2].z;
    _r0020.z = dot(_TMP42, NORMAL.xyz);
    _n = _n + TEXCOORD1.y*_r0020;
    _TMP1 = abs(TEXCOORD2.z);
    _bone1[0] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 0)];
    _bone1[1] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 1)];
    _bone1[2] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 2)];
    _bone1[3] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 3)];
    _r0010.x = dot(_bone1[0], POSITION);
    _r0010.y = dot(_bone1[1], POSITION);
    _r0010.z = dot(_bone1[2], POSITION);
    _r0010.w = dot(_bone1[3], POSITION);
    _skinned = _skinned + TEXCOORD1.z*_r0010;
    _TMP43.x = _bone1[0].x;
    _TMP43.y = _bone1[0].y;
    _TMP43.z = _bone1[0].z;
    _r0020.x = dot(_TMP43, NORMAL.xyz);
    _TMP44.x = _bone1[1].x;
    _TMP44.y = _bone1[1].y;
    _TMP44.z = _bone1[1].z;
    _r0020.y = dot(_TMP44, NORMAL.xyz);
    _TMP45.x = _bone1[2].x;
    _TMP45.y = _bone1[2].y;
    _TMP45.z = _bone1[2].z;
    _r0020.z = dot(_TMP45, NORMAL.xyz);
    _n = _n + TEXCOORD1.z*_r0020;
    _TMP1 = abs(TEXCOORD2.w);
    _bone1[0] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 0)];
    _bone1[1] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 1)];
    _bone1[2] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 2)];
    _bone1[3] = _bones1[(4*int((_TMP1*3.90000010E+00)) + 3)];
    _r0010.x = dot(_bone1[0], POSITION);
    _r0010.y = dot(_bone1[1], POSITION);
    _r0010.z = dot(_bone1[2], POSITION);
    _r0010.w = dot(_bone1[3], POSITION);
    _skinned = _skinned + TEXCOORD1.w*_r0010;
    _TMP46.x = _bone1[0].x;
    _TMP46.y = _bone1[0].y;
    _TMP46.z = _bone1[0].z;
    _r0020.x = dot(_TMP46, NORMAL.xyz);
    _TMP47.x = _bone1[1].x;
    _TMP47.y = _bone1[1].y;
    _TMP47.z = _bone1[1].z;
    _r0020.y = dot(_TMP47, NORMAL.xyz);
    _TMP48.x = _bone1[2].x;
    _TMP48.y = _bone1[2].y;
    _TMP48.z = _bone1[2].z;
    _r0020.z = dot(_TMP48, NORMAL.xyz);
    _n = _n + TEXCOORD1.w*_r0020;
    _skinnedNormal = _n;
    _r0028.x = dot(_viewProjection1[0], _skinned);
    _r0028.y = dot(_viewProjection1[1], _skinned);
    _r0028.z = dot(_viewProjection1[2], _skinned);
    _r0028.w = dot(_viewProjection1[3], _skinned);
    gl_Position = _r0028;
    TEX0.xyz = _n;
    return;
    TEX0.xyz = _skinnedNormal;
} // main end
