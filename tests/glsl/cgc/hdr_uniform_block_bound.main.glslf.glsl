// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/hdr_uniform_block_bound.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic Lights.lights : BUFFER[3]
//semantic Material.material : BUFFER[0]
//var float4 lights.position :  : _lights._position : -1 : 1
//var float4 lights.color :  : _lights._color : -1 : 1
//var float4 lights.unused :  :  : -1 : 0
//var float4 material.diffuse :  : _material._diffuse : -1 : 1
//var float material.shininess :  : _material._shininess : -1 : 1
//var float3 normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 world : $vin.TEXCOORD1 : TEX1 : 1 : 1
//var float4 main : $vout.COLOR : COL : -1 : 1

#version 110

vec4 _ret_0;
float _TMP2;
float _TMP1;
float _TMP5;
vec3 _TMP0;
float _TMP4;
float _TMP3;
vec3 _v0009;
float _TMP24;
uniform struct Lights {
    vec4 _position;
    vec4 _color;
    vec4 _unused;
} _lights;
uniform struct Material {
    vec4 _diffuse;
    float _shininess;
} _material;

 // main procedure, the original name was main
void main()
{

    vec3 _l;

    _v0009 = _lights._position.xyz - gl_TexCoord[1].xyz;
    _TMP3 = dot(_v0009, _v0009);
    _TMP4 = inversesqrt(_TMP3);
    _l = _TMP4*_v0009;
    _TMP3 = dot(gl_TexCoord[0].xyz, gl_TexCoord[0].xyz);
    _TMP4 = inversesqrt(_TMP3);
    _TMP0 = _TMP4*gl_TexCoord[0].xyz;
    _TMP1 = dot(_TMP0, _l);
    _TMP5 = min(1.00000000E+00, _TMP1);
    _TMP24 = max(0.00000000E+00, _TMP5);
    _TMP2 = pow(_TMP24, _material._shininess);
    _ret_0 = (_lights._color*_material._diffuse)*_TMP2;
    gl_FragColor = _ret_0;
    return;
} // main end
