// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=120
// source file: tests/glsl/cases/lib_tex_fragment_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_bias
//semantic main_bias.albedo
//semantic main_bias.envMap
//semantic roughness
//semantic detailSharpen
//var sampler2D albedo :  : _albedo1 : 1 : 1
//var samplerCUBE envMap :  : _envMap1 : 2 : 1
//var float roughness :  : _roughness : -1 : 1
//var float detailSharpen :  : _detailSharpen : -1 : 1
//var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
//var float3 IN.normal : $vin.TEXCOORD1 : TEX1 : 0 : 1
//var float3 IN.view : $vin.TEXCOORD2 :  : 0 : 0
//var float4 IN.shadowCoord : $vin.TEXCOORD3 :  : 0 : 0
//var float4 main_bias : $vout.COLOR : COL : -1 : 1

#version 120

struct Surface {
    vec2 _uv;
    vec3 _normal;
    vec3 _view;
    vec4 _shadowCoord;
};

vec4 _ret_0;
uniform sampler2D _albedo1;
uniform samplerCube _envMap1;
vec4 _c0008;
vec4 _c0010;
uniform float _roughness;
uniform float _detailSharpen;

 // main procedure, the original name was main_bias
void main()
{

    vec4 _base;
    vec4 _env;

    _c0008 = vec4(gl_TexCoord[0].x, gl_TexCoord[0].y, 0.00000000E+00, -_detailSharpen);
    _base = texture2D(_albedo1, _c0008.xy, _c0008.w);
    _c0010 = vec4(gl_TexCoord[1].x, gl_TexCoord[1].y, gl_TexCoord[1].z, _roughness);
    _env = textureCube(_envMap1, _c0010.xyz, _c0010.w);
    _ret_0 = _base*_env;
    gl_FragColor = _ret_0;
    return;
} // main end
