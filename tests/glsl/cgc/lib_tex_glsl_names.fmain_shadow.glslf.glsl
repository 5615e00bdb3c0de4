// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf
// source file: tests/glsl/cases/lib_tex_glsl_names.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program fmain_shadow
//semantic fmain_shadow.shadowMap
//semantic modelViewProj
//semantic displacement
//semantic roughness
//semantic mipCount
//var sampler2DSHADOW shadowMap :  : _TMP22 : 1 : 1
//var float roughness :  : _roughness : -1 : 1
//var float4 IN.color : $vin.COLOR0 : COLOR0 : 0 : 1
//var float4 IN.projected : $vin.TEXCOORD0 :  : 0 : 0
//var float3 IN.normal : $vin.TEXCOORD1 :  : 0 : 0
//var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
//var float4 IN.shadowCoord : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
//var float4 fmain_shadow : $vout.COLOR : COL : -1 : 1

#version 110

struct Vertex {
    vec3 _normal1;
    vec2 _uv;
};

struct Varyings {
    vec4 _color;
    vec4 _projected;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
vec4 _TMP3;
vec4 _TMP2;
vec4 _TMP1;
vec4 _TMP0;
vec3 _TMP120017;
vec3 _TMP100021;
uniform sampler2D _TMP22;
uniform float _roughness;

 // main procedure, the original name was fmain_shadow
void main()
{

    float _lit;

    _TMP0 = tex2Dcmplod(_TMP22, vec4(gl_TexCoord[3].x, gl_TexCoord[3].y, gl_TexCoord[3].z, 0.00000000E+00));
    _TMP120017 = gl_TexCoord[3].xyz/gl_TexCoord[3].w;
    _TMP1 = tex2Dcmplod(_TMP22, vec4(_TMP120017.x, _TMP120017.y, _TMP120017.z, 0.00000000E+00));
    _lit = _TMP0.x + _TMP1.x;
    _TMP2 = tex2Dcmpbias(_TMP22, vec4(gl_TexCoord[3].x, gl_TexCoord[3].y, gl_TexCoord[3].z, _roughness));
    _lit = _lit + _TMP2.x;
    _TMP100021 = gl_TexCoord[3].xyz/gl_TexCoord[3].w;
    _TMP3 = tex2Dcmpbias(_TMP22, vec4(_TMP100021.x, _TMP100021.y, _TMP100021.z, _roughness));
    _lit = _lit + _TMP3.x;
    _ret_0 = gl_Color*(_lit*2.50000000E-01);
    gl_FragColor = _ret_0;
    return;
} // main end
